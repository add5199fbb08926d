// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import importPlugin from 'eslint-plugin-import';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: ['dist', 'data', 'node_modules', 'test-results', 'playwright-report', 'bench/results'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node, ...globals.browser },
    },
    plugins: { import: importPlugin },
    settings: {
      // Imports are extensionless relative paths to .ts/.tsx files; the node resolver finds them
      // once it knows these extensions, and the TypeScript parser reads them for no-cycle.
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      'import/extensions': ['.ts', '.tsx', '.js'],
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // Only our own files can close a cycle back to ours; parsing installed packages is wasted time.
      'import/ignore': ['node_modules'],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'import/no-duplicates': 'error',
      'import/first': 'error',
      // A cycle of runtime imports makes a module run before what it imports is defined (undefined
      // at load, depending on which module is entered first). `import type` lines are erased at
      // build time, so this rule does not follow them: a cycle made only of type imports is harmless
      // and not reported. Dependencies in node_modules are not walked (they cannot import ours).
      'import/no-cycle': ['error', { ignoreExternal: true }],
      eqeqeq: ['error', 'smart'],
      'no-console': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // react-admin's CRUD views can stay on "Loading" for ever (src/lib/crud/index.ts says how);
      // the app's own wrappers wait on state they subscribe to instead.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-admin',
              importNames: [
                'Edit',
                'Create',
                'Show',
                'List',
                'InfiniteList',
                'EditBase',
                'CreateBase',
                'ShowBase',
                'ListBase',
                'InfiniteListBase',
              ],
              message: 'Use AppEdit, AppCreate, AppShow or AppList from src/lib/crud.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/lib/crud/*.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // The service worker is served as written (not bundled) and runs in its own global scope.
    files: ['public/sw.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.serviceworker } },
  },
  prettier,
);
