import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/**
 * npm run test:cluster: two `next start` instances of one build behind a round-robin proxy, with
 * Redis (shared page cache) and Postgres (leads, rate limit) on 127.0.0.1. One suite, one build
 * (.next-cluster; CLUSTER_SKIP_BUILD=1 reuses it).
 */
/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'node',
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  testMatch: ['<rootDir>/tests/cluster/**/*.cluster.ts'],
  modulePathIgnorePatterns: ['<rootDir>/\\.next'],
  testTimeout: 120_000,
  maxWorkers: 1,
};

export default createJestConfig(config);
