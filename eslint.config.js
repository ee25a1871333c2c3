import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { readdirSync } from 'node:fs';

/**
 * One direction of dependency in the web app: shared code → entities → features → app. Features never
 * import each other or the app layer; app/ composes them. Data several features use (reports, cards) lives
 * in entities/, which features import. One block per feature folder (read from disk, so a new feature is
 * covered at once), each forbidding relative imports that reach another feature.
 */
function webFeatureBoundaries() {
  const featuresDir = new URL('./apps/web/src/features/', import.meta.url);
  let features = [];
  try {
    features = readdirSync(featuresDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
  return features.map((feature) => {
    const others = features.filter((name) => name !== feature);
    const patterns = [{ group: ['**/app/**', '@/app/*'], message: 'Features do not import the app layer.' }];
    if (others.length > 0) {
      patterns.push({
        regex: `^(\\.\\./)+(features/)?(${others.join('|')})(/|$)`,
        message: `Features do not import each other: compose ${feature} with other features in app/.`,
      });
    }
    return {
      files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
      rules: { 'no-restricted-imports': ['error', { patterns }] },
    };
  });
}

/**
 * Rules that need the types: a promise nobody awaits loses its error (and, in a Lambda, may never run), a
 * promise handed where a plain callback is expected (an async onClick) is not awaited either, and a switch over
 * a union must name every member so a new status or kind cannot fall through unnoticed.
 */
const TYPED_RULES = {
  '@typescript-eslint/no-floating-promises': 'error',
  '@typescript-eslint/no-misused-promises': 'error',
  '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/cdk.out/**',
      '.data/**',
      '**/.data/**',
      '**/.cache/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
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
    // The typed rules on every package's own code, each file in its own project (the project service finds the
    // nearest tsconfig.json).
    files: [
      'lambdas/**/*.ts',
      'packages/shared/**/*.ts',
      'apps/local/**/*.ts',
      'apps/web/src/**/*.{ts,tsx}',
      'infra/**/*.ts',
      'scripts/**/*.ts',
    ],
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['packages/shared/vitest.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: TYPED_RULES,
  },
  {
    // The web app's Node side (browser tests, build plugins, scripts, configs) is typed by tsconfig.node.json,
    // which the project service would not find from those files. A Playwright call or expect left without its
    // await is the floating promise that rule catches there.
    files: ['apps/web/{e2e,e2e-built,scripts,build-plugins}/**/*.ts', 'apps/web/*.ts'],
    languageOptions: {
      parserOptions: { project: ['apps/web/tsconfig.node.json'], tsconfigRootDir: import.meta.dirname },
    },
    rules: TYPED_RULES,
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
  ...webFeatureBoundaries(),
  {
    // Entities (the server data several features share: query keys, fetchers, query hooks) sit below
    // features and app/: they may use shared code and each other, never a feature or a route.
    files: ['apps/web/src/entities/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/features/**', '**/app/**'], message: 'Entities do not depend on features or app.' }] },
      ],
    },
  },
  {
    // Shared web code (ui, layouts, hooks, config, theme, lib) sits below entities, features and app/.
    files: ['apps/web/src/{components,lib,hooks,config,theme,testing}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/entities/**', '**/features/**', '**/app/**'],
              message: 'Shared code does not depend on entities, features or app.',
            },
          ],
        },
      ],
    },
  },
  {
    // No import cycles: a cycle makes module order decide whether a binding is defined yet (in a bundle split
    // into chunks it shows up as 'undefined' at start-up), and it hides which module depends on which.
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // How import-x reads the files it follows (TypeScript parser, extensions), then Scout's projects.
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: [
            'apps/web/tsconfig.json',
            'apps/local/tsconfig.json',
            'packages/shared/tsconfig.json',
            'lambdas/tsconfig.json',
            'infra/tsconfig.json',
            'scripts/tsconfig.json',
          ],
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // The AWS SDK is used only by adapters (and the local stack that stands in for AWS); use cases, ports,
    // handlers and everything else go through ports.
    files: ['lambdas/src/**/*.ts'],
    ignores: ['lambdas/src/adapters/**', 'lambdas/src/local/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@aws-sdk/*'], message: 'Use a port; SDK code lives in adapters/ (or local/).' }] },
      ],
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
