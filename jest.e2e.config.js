/** Browser tests: Playwright driving Debian's Chromium against a real server. */
// The server under test loads ES-module-only packages (file-type and its parts); ts-jest compiles them as in jest.config.js.
const ESM_ONLY = ['file-type', 'strtok3', 'token-types', 'uint8array-extras', '@tokenizer', 'peek-readable', '@borewit'];

module.exports = {
  displayName: 'e2e',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/test/e2e/**/*.e2e.ts'],
  transform: { '^.+\\.[tj]sx?$': ['ts-jest', { tsconfig: { ...require('./tsconfig.json').compilerOptions, module: 'commonjs', moduleResolution: 'node10' }, diagnostics: false }] },
  transformIgnorePatterns: [`/node_modules/(?!(${ESM_ONLY.join('|')})/)`],
  testTimeout: 90000,
  maxWorkers: 1,
  globalSetup: '<rootDir>/test/e2e/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/e2e/support/global-teardown.ts',
};
