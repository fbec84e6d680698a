/** @jest-config-loader esbuild-register */
import type { Config } from 'jest';
import browserTests from '../jest.config.ts';

/**
 * The reliability and security tests against the built system (`npm run test:faults`,
 * `test:fuzz`, `test:security`): the browser tests' settings, one file at a time, longer timeouts.
 */
const config: Config = {
  ...browserTests,
  rootDir: '../..',
  displayName: 'reliability',
  roots: ['<rootDir>/e2e/reliability'],
  testMatch: ['**/*.test.ts'],
  testTimeout: 180_000,
};

export default config;
