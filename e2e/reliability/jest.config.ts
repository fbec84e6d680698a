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
  // Every file starts the system it needs: no shared one, and one file at a time.
  globalSetup: undefined,
  globalTeardown: undefined,
  maxWorkers: 1,
  testTimeout: 180_000,
};

export default config;
