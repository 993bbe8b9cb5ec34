import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/**
 * npm run test:cms: a real Directus (installed on first use, see scripts/cms-runtime.ts), seeded,
 * and the site built and served against it. One suite, in order: its steps share one CMS.
 */
/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'node',
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  testMatch: ['<rootDir>/tests/cms/**/*.cms.ts'],
  modulePathIgnorePatterns: ['<rootDir>/\\.next', '<rootDir>/\\.directus'],
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/\\.directus'],
  testTimeout: 120_000,
  maxWorkers: 1,
};

export default createJestConfig(config);
