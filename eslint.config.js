import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data*/**', 'artifacts/**', 'apps/server/src/db/migrations/**', '**/*.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-console': 'off',
    },
  },
  {
    // Product code never branches on the test environment: tests inject their fakes through buildApp(deps).
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Read configuration through config.ts (loadConfig) only.' }],
    },
  },
  {
    files: ['apps/server/src/config.ts', 'apps/server/src/**/*-cli.ts', 'apps/server/src/db/seed/cli.ts'],
    rules: { 'no-restricted-properties': 'off' },
  },
);
