/** @jest-config-loader esbuild-register */
import type { Config } from 'jest';

/** Browser tests against the started system (playwright-core on Debian's Chromium). */
const config: Config = {
  rootDir: '..',
  displayName: 'e2e',
  testEnvironment: 'node',
  roots: ['<rootDir>/e2e'],
  testMatch: ['**/*.e2e.ts'],
  transform: {
    '^.+\\.(t|j|mj)sx?$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1', '^#shared/(.*)\\.js$': '<rootDir>/shared/$1' },
  testTimeout: 60_000,
  // Every browser test fails on a console error, page error, failed request or CSP violation.
  setupFilesAfterEnv: ['<rootDir>/e2e/fail-on-problems.ts'],
  // One started system for every suite that needs no special configuration (docs/testing.md).
  globalSetup: '<rootDir>/e2e/global-setup.ts',
  globalTeardown: '<rootDir>/e2e/global-teardown.ts',
  // Three files side by side: a browser test mostly waits (on a page, the network, a debounce),
  // so three keep two cores busy (decision 109).
  maxWorkers: 3,
  // As in the root config: a worker whose last file stopped a system of its own and closed its
  // browser has 3 s, not 500 ms, to exit on two cores kept busy by the other workers' browsers.
  workerGracefulExitTimeout: 3_000,
};

export default config;
