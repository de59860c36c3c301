/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/test', '<rootDir>/src'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '/test/e2e/', '/test/bench/'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  transformIgnorePatterns: ['/node_modules/(?!@faker-js/)'],
  moduleNameMapper: {
    '^(\\.{1,2}/)+(app/)?env$': '<rootDir>/test/envMock.ts',
    '\\.(css)$': 'identity-obj-proxy',
    '\\.(svg|png|jpg|webp)(\\?.*)?$': '<rootDir>/test/fileMock.cjs',
  },
  testTimeout: 60_000,
  setupFilesAfterEnv: ['<rootDir>/test/setupTests.ts'],
};

export default config;
