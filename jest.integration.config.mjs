import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/**
 * Integration tests of the lead pipeline over real HTTP: the app is built once into
 * .next-integration (global setup), each suite serves it with `next start` and a real webhook
 * receiver. Set LEADS_IT_SKIP_BUILD=1 to reuse the last build; DATABASE_URL_TEST (a Postgres
 * server URL with CREATE DATABASE rights) runs every suite against Postgres too.
 */
/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'node',
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  testMatch: ['<rootDir>/tests/integration/**/*.integration.ts'],
  globalSetup: '<rootDir>/tests/integration/support/global-setup.ts',
  modulePathIgnorePatterns: ['<rootDir>/\\.next'],
  testTimeout: 90_000,
  // Each suite runs its own `next start`; two at once is what 2 cores take.
  maxWorkers: 2,
};

export default createJestConfig(config);
