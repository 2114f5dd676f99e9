import tseslint from 'typescript-eslint';

const restrict = (message, group) => ({ 'no-restricted-imports': ['error', { patterns: [{ group, message }] }] });

const NO_WEB_IN_SERVER = { group: ['**/web/**'], message: 'server must not import web: only http/pages.ts loads the built page handler' };

export default tseslint.config(
  {
    ignores: ['build/**', '.react-router/**', 'node_modules/**', 'data/**', '.bench/**', '.faults/**', '.vitest/**', 'scratch/**', 'test-results/**'],
  },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  // Type-aware: a condition that is always true or always false is a bug or dead code.
  {
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: { '@typescript-eslint/no-unnecessary-condition': 'error' },
  },
  // Dependency direction (CONVENTIONS.md §4).
  { files: ['src/shared/**'], rules: restrict('shared runs in Node and the browser: it imports nothing from server/ or web/', ['**/server/**', '**/web/**']) },
  { files: ['src/web/**'], rules: restrict('web must not import server: use the API client', ['**/server/**']) },
  {
    // The schema modules build zod schemas when loaded; a value import would put zod in every page's scripts.
    files: ['src/web/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/shared/schemas/*'],
              allowTypeImports: true,
              message: 'web imports only types from shared/schemas (they load zod): put a value both sides need in a zod-free shared module',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/**'],
    ignores: ['src/server/http/pages.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_WEB_IN_SERVER] }] },
  },
  {
    // What a domain lends other domains besides its services (.dependency-cruiser.mjs 'domain-walls'):
    // types only, so importing one never loads or runs code, and never makes an import cycle.
    files: ['src/server/**/*.types.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: ':matches(VariableDeclaration, FunctionDeclaration, ClassDeclaration, ExpressionStatement, ExportDefaultDeclaration, ImportDeclaration[importKind="value"], ExportAllDeclaration[exportKind="value"], ExportNamedDeclaration[exportKind="value"][source])',
          message: 'a *.types.ts file holds types only (import type, type, interface): put values and functions in a module of their own',
        },
      ],
    },
  },
  {
    files: ['src/server/**/*.service.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'fastify', message: 'services do not import fastify: take plain inputs, throw domain errors (server/errors.ts)' }],
          patterns: [NO_WEB_IN_SERVER, { group: ['@fastify/*'], message: 'services do not import fastify plugins: the routes do HTTP' }],
        },
      ],
    },
  },
);
