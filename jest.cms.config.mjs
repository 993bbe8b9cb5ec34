import { availableParallelism } from 'node:os';
import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/**
 * npm run test:cms: a real Directus (installed on first use, see scripts/cms-runtime.ts), seeded,
 * and the site built and served against it. Each suite's steps run in order and share one CMS.
 * The suites are independent (each its own Directus, data folder, ports and dist folder), so two
 * run side by side: one seeds or drives a browser while the other builds. Their `next build`s take
 * turns (tests/cms/support/site.ts), since one build already keeps both cores busy.
 * The global setup seeds one Directus the suites copy (tests/cms/support/template.ts).
 */
/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'node',
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  testMatch: ['<rootDir>/tests/cms/**/*.cms.ts'],
  modulePathIgnorePatterns: ['<rootDir>/\\.next', '<rootDir>/\\.directus'],
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/\\.directus'],
  globalSetup: '<rootDir>/tests/cms/support/global-setup.ts',
  globalTeardown: '<rootDir>/tests/cms/support/global-teardown.ts',
  testTimeout: 120_000,
  maxWorkers: Math.min(availableParallelism(), 2),
};

export default createJestConfig(config);
