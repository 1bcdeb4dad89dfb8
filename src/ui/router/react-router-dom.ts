/**
 * What `react-router-dom` means in the site's code (webpack's and jest's alias): react-router
 * itself, with its <Link> made of react-router's own link hooks (./link.tsx), so that the
 * framework-mode parts of react-router's <Link> stay out of every page's first load.
 */
export * from 'react-router';
export { Link } from './link';
