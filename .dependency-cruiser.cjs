/**
 * The boundaries of the tree (issue 17), checked by `npm run deps` and by
 * test/architecture/dependency-cruiser.test.ts over src/ and server/. What an import cannot
 * show (a module's template, routes that reach only use cases) is checked by
 * test/architecture/server-module-template.test.ts and server-routes.test.ts (issue 30).
 * Paths are relative to the repository root.
 */
const COMPOSITION_ROOTS = [
  '^src/composition-root\\.ts$',
  '^src/index\\.tsx$',
  '^src/server-render\\.tsx$',
  '^server/composition-root\\.ts$',
  '^server/composition/',
];
const TESTS = '^test/';
const ADAPTERS = ['^src/adapters/', '^server/adapters/', '^server/.+/adapters/'];
/** What both sides read: the client's capabilities and the server's modules build on it. */
const KERNEL = ['^src/core/domain/', '^src/core/contracts/', '^src/core/machines/'];
/** The client-only layers, one folder per capability. */
const CLIENT_LAYERS = ['^src/core/use-cases/', '^src/core/ports/'];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'core-stays-in-core',
      comment: 'src/core is framework-free: it imports only src/core and plain npm packages',
      severity: 'error',
      from: { path: '^src/core/' },
      to: { pathNot: ['^src/core/', 'node_modules/'], dependencyTypesNot: ['core'] },
    },
    {
      name: 'core-without-frameworks',
      comment: 'no React, axios, styled-components, inversify or slate-react in src/core',
      severity: 'error',
      from: { path: '^src/core/' },
      to: { path: 'node_modules/(@types/)?(react[^/]*|axios|styled-components|inversify|@inversifyjs/[^/]+|slate-react)/' },
    },
    {
      name: 'core-without-node',
      comment: 'src/core runs in the browser too: no Node built-in modules',
      severity: 'error',
      from: { path: '^src/core/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'ports-without-use-cases',
      comment: 'a port says what a use case needs; it never depends on one',
      severity: 'error',
      from: { path: '^src/core/ports/' },
      to: { path: '^src/core/use-cases/' },
    },
    {
      name: 'client-capabilities-apart',
      comment:
        "a capability's use cases and ports reach only their own and the platform's (what two capabilities share goes to the kernel)",
      severity: 'error',
      from: { path: '^src/core/(?:use-cases|ports)/([^/]+)/' },
      to: {
        path: CLIENT_LAYERS,
        pathNot: ['^src/core/(?:use-cases|ports)/$1/', '^src/core/(?:use-cases|ports)/platform/', '^src/core/ports/service-token\\.ts$'],
      },
    },
    {
      name: 'kernel-runs-no-client-layer',
      comment: "the kernel may name a client port's types (the machines' effects), but runs no use case or port: the server reads it too",
      severity: 'error',
      from: { path: KERNEL },
      to: { path: CLIENT_LAYERS, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'server-not-into-client-layers',
      comment: "the server reads the kernel, never the client's use cases, ports or stores",
      severity: 'error',
      from: { path: '^server/' },
      to: { path: [...CLIENT_LAYERS, '^src/core/stores/'] },
    },
    {
      name: 'adapters-not-to-ui',
      comment: 'an adapter serves a port of the core; it never reaches into the views',
      severity: 'error',
      from: { path: ADAPTERS },
      to: { path: '^src/ui/' },
    },
    {
      name: 'only-composition-roots-import-adapters',
      comment: 'adapters are bound in a composition root; everything else sees the port',
      severity: 'error',
      from: { pathNot: [...COMPOSITION_ROOTS, TESTS, ...ADAPTERS] },
      to: { path: ADAPTERS },
    },
    {
      name: 'features-apart',
      comment: 'a ui feature does not import another feature (shared parts go to components/ or layout/)',
      severity: 'error',
      from: { path: '^src/ui/features/([^/]+)/' },
      to: { path: '^src/ui/features/', pathNot: '^src/ui/features/$1/' },
    },
    {
      name: 'modules-meet-at-their-index',
      comment: 'a server module reaches another only through its index.ts (files beside the modules, like refusal.ts, are shared by all)',
      severity: 'error',
      from: { path: '^server/modules/([^/]+)/' },
      to: {
        path: '^server/modules/',
        pathNot: ['^server/modules/$1/', '^server/modules/[^/]+/index\\.ts$', '^server/modules/[^/]+\\.ts$'],
      },
    },
    {
      name: 'module-inside-knows-no-http',
      comment: "a module's ports, use cases and domain know nothing of HTTP: routes parse, run a use case and answer",
      severity: 'error',
      from: { path: '^server/modules/[^/]+/(ports|use-cases|domain)/' },
      to: { path: ['^server/http/', '^server/modules/[^/]+/http/', 'node_modules/fastify/', 'node_modules/@fastify/'] },
    },
    {
      name: 'ports-are-the-inside',
      comment: "a module's ports import none of its use cases, routes or adapters",
      severity: 'error',
      from: { path: '^server/modules/([^/]+)/ports/' },
      to: { path: '^server/modules/$1/(use-cases|http|adapters)/' },
    },
    {
      name: 'module-internals-stay-inside',
      comment: 'outside server/modules, a module is reached through its index.ts (adapters: composition root only)',
      severity: 'error',
      from: { pathNot: ['^server/modules/', TESTS] },
      to: { path: '^server/modules/[^/]+/', pathNot: ['^server/modules/[^/]+/index\\.ts$', '^server/modules/[^/]+/adapters/'] },
    },
    {
      name: 'no-circular',
      comment: 'no import cycles',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'every import resolves to a file or an installed package',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '\\.d\\.ts$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    moduleSystems: ['es6', 'cjs'],
  },
};
