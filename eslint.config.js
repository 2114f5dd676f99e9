import tseslint from 'typescript-eslint';

const restrict = (message, group) => ({ 'no-restricted-imports': ['error', { patterns: [{ group, message }] }] });

export default tseslint.config(
  { ignores: ['build/**', '.react-router/**', 'node_modules/**', 'data/**', '.bench/**', 'test-results/**'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  // Dependency direction (CONVENTIONS.md §4).
  { files: ['src/shared/**'], rules: restrict('shared runs in Node and the browser: it imports nothing from server/ or web/', ['**/server/**', '**/web/**']) },
  { files: ['src/web/**'], rules: restrict('web must not import server: use the API client', ['**/server/**']) },
  {
    files: ['src/server/**'],
    ignores: ['src/server/http/pages.ts'],
    rules: restrict('server must not import web: only http/pages.ts loads the built page handler', ['**/web/**']),
  },
);
