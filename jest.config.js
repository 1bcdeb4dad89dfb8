/**
 * Unit, view and server tests. Browser tests run separately (jest.e2e.config.js).
 * Packages that ship only ES modules are bundled to CommonJS before the run
 * (test/support/bundle-esm-only-packages.js).
 */
const { moduleNameMapper: esmOnlyPackages } = require('./test/support/bundle-esm-only-packages');

// react-router-dom as the site's build resolves it (src/ui/router/react-router-dom.ts, webpack.config.ts's alias)
const esmOnly = { ...esmOnlyPackages, '^react-router-dom$': '<rootDir>/src/ui/router/react-router-dom.ts' };

const transform = {
  '^.+\\.[tj]sx?$': [
    'ts-jest',
    { tsconfig: { ...require('./tsconfig.json').compilerOptions, module: 'commonjs', moduleResolution: 'node10' }, diagnostics: false },
  ],
};
/**
 * Test files run in a worker process, never in jest's own, even with one worker on a two-core
 * machine (setting this limit is what keeps jest from running them in its own process): when the
 * runtime aborts while a file runs (Node 24's V8 has, on the embedded database's thread), that one
 * file fails with the signal named and the others still run and report (scripts/jest-runs.mjs
 * runs such a file again). A worker that holds more than this between files is started afresh.
 */
const WORKER_MEMORY_LIMIT = '2GB';

const common = {
  transform,
  // V8's compiled code kept between test files (test/support/code-cache-runtime.js)
  runtime: '<rootDir>/test/support/code-cache-runtime.js',
  moduleNameMapper: esmOnly,
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
};

module.exports = {
  globalSetup: '<rootDir>/test/support/global-setup.js',
  workerIdleMemoryLimit: WORKER_MEMORY_LIMIT,
  projects: [
    {
      ...common,
      displayName: 'core',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/core/**/*.test.ts', '<rootDir>/test/architecture/**/*.test.ts', '<rootDir>/test/adapters/**/*.test.ts'],
    },
    {
      ...common,
      displayName: 'ui',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/test/ui/**/*.test.tsx'],
      setupFilesAfterEnv: ['<rootDir>/test/ui/setup.ts'],
      moduleNameMapper: {
        ...esmOnly,
        '\\.css$': '<rootDir>/test/ui/style-stub.js',
        '\\.(svg|png|jpe?g)$': '<rootDir>/test/ui/file-stub.js',
      },
    },
    {
      // the server's page renderer (src/server-render.tsx) in Node, where no browser global exists
      ...common,
      displayName: 'render',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/render/**/*.test.tsx'],
      moduleNameMapper: {
        ...esmOnly,
        '\\.css$': '<rootDir>/test/ui/style-stub.js',
        '\\.(svg|png|jpe?g)$': '<rootDir>/test/ui/file-stub.js',
      },
    },
    // the image's run stage started as the Dockerfile makes it (slow: a production build and npm ci)
    { ...common, displayName: 'deploy', testEnvironment: 'node', testMatch: ['<rootDir>/test/deploy/**/*.test.ts'] },
    {
      ...common,
      displayName: 'server',
      testEnvironment: 'node',
      setupFilesAfterEnv: ['<rootDir>/test/server/setup.ts'],
      testMatch: ['<rootDir>/test/server/**/*.test.ts'],
      slowTestThreshold: 20,
    },
  ],
};
