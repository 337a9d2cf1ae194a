import fs from 'node:fs';

import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import simpleImportSort from 'eslint-plugin-simple-import-sort';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The web app's feature folders (`apps/web/src/features/<name>`), each an import boundary. */
function webFeatures() {
  const dir = new URL('./apps/web/src/features/', import.meta.url);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

/** The server's modules (`apps/server/src/modules/<name>`), each with one public `*-store.ts` entry. */
function serverModules() {
  const dir = new URL('./apps/server/src/modules/', import.meta.url);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

/**
 * The modules each server module may import (through their public entries): imports run down these
 * layers only, so no module circle can form. A module not listed (a new one) is held only to the
 * public-entry rule until it is placed here.
 */
const SERVER_MODULE_IMPORTS = {
  auth: [],
  prompts: ['auth'],
  oidc: ['auth'],
  pages: ['auth'],
  companies: ['auth'],
  boards: ['auth', 'companies'],
  sharing: ['auth', 'boards'],
  comments: ['auth', 'boards', 'sharing'],
  reviews: ['auth', 'boards'],
  completions: ['auth', 'boards', 'prompts', 'reviews'],
  exports: ['auth', 'boards', 'comments', 'reviews', 'sharing'],
  live: ['auth', 'boards'],
};

/** The modules `module` may not import at all: every module but itself and those below it. */
function serverModulesAbove(module) {
  const allowed = SERVER_MODULE_IMPORTS[module];
  if (!allowed) return [];
  return serverModules().filter((other) => other !== module && !allowed.includes(other));
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'data/**',
      'apps/*/data/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'apps/server/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'simple-import-sort': simpleImportSort },
    rules: {
      'simple-import-sort/imports': 'error',
      'simple-import-sort/exports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'separate-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // The domain is pure: no frameworks, no I/O.
    files: ['packages/domain/src/**/*.ts'],
    ignores: ['packages/domain/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-*', 'fastify', '@fastify/*', 'drizzle-orm*', 'pg', '@electric-sql/*'],
              message: 'packages/domain is pure.',
            },
            { group: ['node:*', 'fs', 'path', 'http', 'crypto'], message: 'packages/domain does no I/O.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  // Imports flow shared -> features -> app: a feature imports only itself and shared code.
  ...webFeatures().map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/*/**', `!@/features/${feature}/**`, '@/app', '@/app/**'],
              message: 'A feature may not import another feature or the app.',
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['apps/web/src/{components,hooks,lib,config}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/*', '@/app/*'],
              message: 'Shared code may not import features or the app.',
            },
          ],
        },
      ],
    },
  },
  // A server module imports another module only through its public `<name>-store.ts` entry, and
  // only a module below it (SERVER_MODULE_IMPORTS).
  ...serverModules().map((module) => ({
    files: [`apps/server/src/modules/${module}/**/*.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // Any depth of `../` (a file in a subfolder reaches another module with `../../`).
              regex: `^(?:\\.\\./)+(?:modules/)?(?:${serverModules()
                .filter((other) => other !== module)
                .join('|')})/(?![^/]+-store\\.js$)`,
              message: 'Import another server module only through its public `*-store.ts` entry.',
            },
            ...(serverModulesAbove(module).length > 0
              ? [
                  {
                    regex: `^(?:\\.\\./)+(?:modules/)?(?:${serverModulesAbove(module).join('|')})/`,
                    message: `A server module imports only the modules below it: ${module} may import ${SERVER_MODULE_IMPORTS[module].join(', ') || 'no other module'} (SERVER_MODULE_IMPORTS in eslint.config.js).`,
                  },
                ]
              : []),
          ],
        },
      ],
    },
  })),
  {
    // Every test runs and can fail: no focused, skipped, fixme or todo tests.
    files: ['**/*.test.{ts,tsx}', '**/*.spec.ts', '**/test/**/*.{ts,tsx}', 'e2e/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'MemberExpression[property.name=/^(only|skip|fixme|todo)$/]',
          message: 'Every test runs: no .only, .skip, .fixme or .todo.',
        },
      ],
    },
  },
  {
    files: ['apps/server/src/cli/**/*.ts', 'scripts/**/*.{js,mjs}', '**/bench/**/*.{ts,mjs}'],
    rules: { 'no-console': 'off' },
  },
);
