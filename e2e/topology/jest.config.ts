/** @jest-config-loader esbuild-register */
import type { Config } from 'jest';
import browserTests from '../jest.config.ts';

/**
 * The scale-out topology's tests (`npm run test:topology`): nginx in front of two proxy instances,
 * real processes on 127.0.0.1 (needs Debian's nginx-light and a build).
 */
const config: Config = {
  ...browserTests,
  rootDir: '../..',
  displayName: 'topology',
  roots: ['<rootDir>/e2e/topology'],
  testMatch: ['**/*.test.ts'],
  // Every file starts the system it needs: no shared one, and one file at a time.
  globalSetup: undefined,
  globalTeardown: undefined,
  maxWorkers: 1,
  testTimeout: 120_000,
};

export default config;
