/**
 * Unit, view and server tests. Browser tests run separately (jest.e2e.config.js).
 * ES-module-only packages are compiled by ts-jest like our own code.
 */
const ESM_ONLY = ['inversify', '@inversifyjs', 'file-type', 'strtok3', 'token-types', 'uint8array-extras', '@tokenizer', 'peek-readable', '@borewit'];

const transform = {
  '^.+\\.[tj]sx?$': ['ts-jest', { tsconfig: { ...require('./tsconfig.json').compilerOptions, module: 'commonjs', moduleResolution: 'node10' }, diagnostics: false }],
};
const common = {
  transform,
  transformIgnorePatterns: [`/node_modules/(?!(${ESM_ONLY.join('|')})/)`],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
};

module.exports = {
  projects: [
    { ...common, displayName: 'core', testEnvironment: 'node', testMatch: ['<rootDir>/test/core/**/*.test.ts', '<rootDir>/test/architecture/**/*.test.ts', '<rootDir>/test/adapters/**/*.test.ts'] },
    {
      ...common,
      displayName: 'ui',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/test/ui/**/*.test.tsx'],
      setupFilesAfterEnv: ['<rootDir>/test/ui/setup.ts'],
      moduleNameMapper: { '\\.css$': '<rootDir>/test/ui/style-stub.js' },
    },
    { ...common, displayName: 'server', testEnvironment: 'node', setupFilesAfterEnv: ['<rootDir>/test/server/setup.ts'], testMatch: ['<rootDir>/test/server/**/*.test.ts'], slowTestThreshold: 20 },
  ],
};
