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
  testTimeout: 120_000,
};

export default config;
