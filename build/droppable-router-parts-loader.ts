/**
 * react-router ships as one large module that declares each of its components and contexts at
 * its top with a call (`var Link = React.forwardRef(…)`, `React.createContext(…)`) and names it
 * for React's developer tools right after (`Link.displayName = "Link"`). A minifier must keep a
 * call it cannot prove free of effects, and any assignment to a property, so every component
 * the module declares came with `/`'s first load whether the site uses it or not: the data
 * router's <Form>, <ScrollRestoration>, the framework's prefetching and what they call (2.5 KiB
 * of gzip, measured with `npm run bench -- bundle`).
 *
 * This marks those calls as pure, as React's own JSX compiler marks them in application code
 * (@babel/plugin-transform-react-pure-annotations), and drops the top-level naming lines, so that
 * what the site imports is what it ships. Nothing else in the library is changed; the server's
 * renderer reads it through the same loader, so both draw the same components.
 */
export const PURE_CALL = /\b(React\d*\.(?:forwardRef|createContext|memo)\()/g;
/** `Name.displayName = "…";` on a line of its own at the top of the module (not inside a function) */
export const TOP_LEVEL_NAMING = /^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";$/gm;

export function droppableRouterParts(source: string): string {
  return source.replace(PURE_CALL, '/* @__PURE__ */ $1').replace(TOP_LEVEL_NAMING, '');
}

export default function droppableRouterPartsLoader(source: string): string {
  return droppableRouterParts(source);
}
