/** Browser tests: Playwright driving Debian's Chromium against a real server. */
const { moduleNameMapper } = require('./test/support/bundle-esm-only-packages');

module.exports = {
  moduleNameMapper,
  displayName: 'e2e',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/test/e2e/**/*.e2e.ts'],
  transform: {
    '^.+\\.tsx?$': [
      'ts-jest',
      { tsconfig: { ...require('./tsconfig.json').compilerOptions, module: 'commonjs', moduleResolution: 'node10' }, diagnostics: false },
    ],
  },
  // V8's compiled code kept between test files (test/support/code-cache-runtime.js)
  runtime: '<rootDir>/test/support/code-cache-runtime.js',
  testTimeout: 90000,
  maxWorkers: 1,
  // the files run in a worker process, not in jest's own: a runtime abort ends one file, not the run (jest.config.js)
  workerIdleMemoryLimit: '2GB',
  globalSetup: '<rootDir>/test/e2e/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/e2e/support/global-teardown.ts',
};
