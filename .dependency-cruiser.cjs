/**
 * Import circles, type-only ones included (`npm run lint`; the one check of them, ESLint's
 * import-x/no-cycle would repeat it and skips `import type`). A type-only circle still ties two
 * modules' designs together: move the shared types to a module of their own instead
 * (docs/architecture.md).
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Modules import each other, directly or through others (type-only imports count).',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|coverage)/' },
    // Type-only imports are dependencies too.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      // `#shared/*` resolves to the TypeScript source, as in tsconfig and ESLint.
      conditionNames: ['bolsa-source', 'import', 'require', 'node', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
    },
  },
};
