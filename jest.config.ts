/** @jest-config-loader esbuild-register */
import type { Config } from 'jest';

// ESM-only packages that must go through the SWC transform (docs/development.md "Jest 30").
const esmPackages = [
  'react-intl',
  '@formatjs',
  'intl-messageformat',
  'cookie',
  'content-disposition',
  'dompurify',
  // CommonJS that loads ESM-only 'cookie' with import(): transformed, the import becomes a require.
  '@fastify/cookie',
].join('|');

const swc: [string, Record<string, unknown>] = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const common = {
  transform: { '^.+\\.(t|j|mj)sx?$': swc },
  transformIgnorePatterns: [`/node_modules/(?!(${esmPackages})/)`],
  // Sources import siblings with NodeNext-style `.js` extensions; map them back to the `.ts` files.
  moduleNameMapper: {
    '^(\\.{1,2}/.*)\\.js$': '$1',
    // package.json `imports`: `#shared/*.js` is the TypeScript source under test, not dist/node.
    '^#shared/(.*)\\.js$': '<rootDir>/shared/$1',
  },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
} satisfies Partial<Config>;

const nodeProject = (name: string): Config => ({
  ...common,
  displayName: name,
  testEnvironment: 'node',
  roots: [`<rootDir>/${name}`],
  testMatch: ['**/*.test.ts'],
});

const config: Config = {
  // One worker a core: Jest's default leaves one core to its own process, which mostly waits.
  maxWorkers: '100%',
  // After its last file a worker has 500 ms by default to exit before Jest kills it with a warning.
  // On a loaded 2-core machine the servers' suites' workers sometimes take longer, though no handle
  // outlives the 3 s given here.
  workerGracefulExitTimeout: 3_000,
  projects: [
    nodeProject('shared'),
    nodeProject('upstream'),
    nodeProject('proxy'),
    {
      ...common,
      displayName: 'client',
      testEnvironment: 'jsdom',
      roots: ['<rootDir>/client'],
      testMatch: ['**/*.test.ts?(x)'],
      setupFilesAfterEnv: ['<rootDir>/client/src/test/setup.ts'],
      moduleNameMapper: {
        ...common.moduleNameMapper,
        // CSS Modules resolve to their class names; plain CSS imports to nothing.
        '\\.module\\.css$': 'identity-obj-proxy',
        '\\.css$': '<rootDir>/client/src/test/style-stub.ts',
        '\\.svg(\\?.*)?$': '<rootDir>/client/src/test/file-stub.ts',
      },
    },
  ],
};

export default config;
