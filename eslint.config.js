import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/cdk.out/**', '.data/**', '**/test-results/**', '**/playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Config is validated once in config/env.ts; nothing else reads the environment.
      'no-restricted-properties': ['error', { object: 'import', property: 'meta', message: 'Read configuration from config/env.ts.' }],
    },
  },
  {
    files: ['apps/web/src/config/env.ts', 'apps/web/src/**/*.test.ts', 'apps/web/src/vite-env.d.ts'],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    // One direction of dependency: features never import each other; app/ composes them.
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/app/**', '@/app/*'], message: 'Features do not import the app layer.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/components/**/*.{ts,tsx}', 'apps/web/src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/features/**', '**/app/**'], message: 'Shared code does not depend on features or app.' }] },
      ],
    },
  },
  {
    // Use cases and ports never touch the AWS SDK; adapters do.
    files: ['lambdas/src/{auth,reports,system}/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@aws-sdk/*'], message: 'Use a port; SDK code lives in adapters/.' }] }],
    },
  },
  {
    // Only the env module reads process.env in the Lambdas.
    files: ['lambdas/src/**/*.ts'],
    ignores: ['lambdas/src/config/env.ts'],
    rules: {
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Read configuration from config/env.ts.' }],
    },
  },
);
