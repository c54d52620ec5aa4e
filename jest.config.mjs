// One Jest run for the whole workspace: node tests for pure code and the API, jsdom for React.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const shared = {
  transform: { '^.+\\.(t|j)sx?$': swc },
  moduleNameMapper: {
    '\\.css$': '<rootDir>/scripts/jest/css-module.cjs',
    '/compressionLibUrl$': '<rootDir>/scripts/jest/compression-lib-url.cjs',
  },
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '<rootDir>/e2e/'],
  // Lexical and jose ship ESM only; Jest's CommonJS runtime needs them transformed.
  transformIgnorePatterns: ['/node_modules/(?!(lexical|@lexical|@preact/signals-core|jose)/)'],
};

export default {
  // Both cores: Jest's default (cores − 1) ran one worker on the 2-core CI machines, and the API suites, which wait
  // on the database and on scrypt, left the other core idle.
  maxWorkers: 2,
  // Jest's 5 s default is a speed target in disguise: on a busy 2-core machine a database migration or a first
  // render can take longer while the behaviour is right. Speed is measured by the benches (npm run bench).
  testTimeout: 30_000,
  projects: [
    {
      ...shared,
      displayName: 'node',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/{packages/core,api,scripts,deploy}/**/*.test.ts'],
    },
    {
      ...shared,
      displayName: 'dom',
      testEnvironment: '<rootDir>/scripts/jest/jsdom-environment.cjs',
      setupFilesAfterEnv: ['<rootDir>/scripts/jest/setup-dom.ts'],
      testMatch: ['<rootDir>/{packages/store,packages/ui,shell,*-mfe}/**/*.test.{ts,tsx}'],
    },
  ],
};
