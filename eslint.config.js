// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { importX } from 'eslint-plugin-import-x';
import {
  createTypeScriptImportResolver,
  defaultConditionNames,
} from 'eslint-import-resolver-typescript';
import globals from 'globals';

const featuresDir = './client/src/features';
let features = [];
try {
  features = readdirSync(featuresDir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
} catch {
  features = [];
}

// Import boundaries of docs/architecture.md "Layout" and docs/development.md "Conventions".
const boundaryZones = [
  {
    target: './shared',
    from: ['./client', './proxy', './upstream', './e2e', './bench'],
    message: 'shared/ is pure and imports no other folder.',
  },
  {
    target: './upstream',
    from: ['./client', './proxy', './e2e', './bench'],
    message: 'upstream/ may import shared/ only.',
  },
  {
    target: './proxy',
    from: ['./client', './upstream/src', './e2e', './bench'],
    message: 'proxy/ may import shared/ only (it loads the client build at run time).',
  },
  {
    target: './client',
    from: ['./proxy', './upstream', './e2e', './bench'],
    message: 'client/ may import shared/ only.',
  },
  ...features.map((name) => ({
    target: `${featuresDir}/${name}`,
    from: featuresDir,
    except: [`./${name}`],
    message: 'Features do not import each other; compose them in a route module.',
  })),
  {
    target: ['./client/src/search'],
    from: ['./client/src/features', './client/src/routes'],
    message: 'search/ is the search foundation the search features share; it knows no feature.',
  },
  {
    target: ['./client/src/ui'],
    from: ['./client/src/features', './client/src/app', './client/src/routes'],
    message: 'ui/ holds presentational pieces with no feature knowledge.',
  },
];

// Outside shared/, shared/ is imported as `#shared/...` (package.json `imports`, decision 085).
const sharedByAlias = {
  regex: '^(\\.{1,2}/)+shared/',
  message: "Import shared/ as '#shared/...' (decision 085).",
};

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'coverage/',
      'e2e/artifacts/',
      'bench/results/',
      'upstream/data/',
      'upstream/.cache/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        // `#shared/*` (package.json `imports`) resolves to the TypeScript source, as in tsconfig.
        createTypeScriptImportResolver({
          alwaysTryTypes: true,
          conditionNames: ['bolsa-source', ...defaultConditionNames],
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      // React Router's idiom: loaders throw `data(...)` and `Response`s to reach the error page.
      '@typescript-eslint/only-throw-error': [
        'error',
        {
          allow: [
            { from: 'package', package: 'react-router', name: 'DataWithResponseInit' },
            { from: 'lib', name: 'Response' },
          ],
        },
      ],
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      // A file of one job reads in one sitting: past 400 lines, split it by job.
      'max-lines': ['error', { max: 400 }],
      // Fastify plugins and handlers are async by contract, with or without an await inside.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    ignores: ['shared/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [sharedByAlias] }] },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    ...jsxA11y.flatConfigs.strict,
    languageOptions: {
      ...jsxA11y.flatConfigs.strict.languageOptions,
      globals: { ...globals.browser },
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The app's intl object has no time zone (client/src/app/AppProviders.tsx): dates are
    // formatted with shared/format.ts, in the market's zone on server and browser alike.
    files: ['client/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [sharedByAlias],
          paths: [
            {
              name: 'react-intl',
              importNames: [
                'FormattedDate',
                'FormattedDateParts',
                'FormattedDateTimeRange',
                'FormattedTime',
                'FormattedTimeParts',
                'FormattedRelativeTime',
              ],
              message: 'Format dates with shared/format.ts (the market time zone).',
            },
          ],
        },
      ],
      'no-restricted-properties': [
        'error',
        ...[
          'formatDate',
          'formatDateToParts',
          'formatTime',
          'formatTimeToParts',
          'formatDateTimeRange',
          'formatRelativeTime',
        ].map((property) => ({
          property,
          message: 'Format dates with shared/format.ts (the market time zone), not react-intl.',
        })),
      ],
    },
  },
  {
    // Command-line entry points, benchmarks and browser tests print their reports.
    files: ['scripts/**', 'bench/**', 'e2e/**'],
    rules: { 'no-console': 'off' },
  },
  {
    // Test harnesses: the setup a feature's split test files share (`*-test-harness.tsx`).
    files: ['**/*.test.ts', '**/*.test.tsx', '**/test-utils/**', '**/*-test-harness.tsx'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      // Tests inspect untyped JSON answers and assert on their shape.
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
