import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  testMatch: ['<rootDir>/**/*.test.ts', '<rootDir>/**/*.test.tsx'],
  testPathIgnorePatterns: [
    '/node_modules/',
    '/e2e/',
    '/\\.next',
    '<rootDir>/tests/integration/',
    '<rootDir>/\\.directus',
  ],
  modulePathIgnorePatterns: ['<rootDir>/\\.next', '<rootDir>/\\.directus'],
};

export default createJestConfig(config);
