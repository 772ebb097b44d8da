// ESLint flat config: type-aware TypeScript, React hooks and jsx-a11y for islands, Astro files,
// and import zones that keep the architecture one-way: lib → stores → components → features →
// pages; features never import each other; the site never imports the local API.
import js from '@eslint/js';
import astro from 'eslint-plugin-astro';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';

const FEATURES = ['public-site', 'auth', 'registration', 'power', 'user-dashboard', 'business-dashboard'];

export default defineConfig(
  {
    ignores: [
      'dist/',
      '.out/',
      '.astro/',
      'node_modules/',
      'reports/',
      'test-results/',
      '.data/',
      'src/lib/session-hint/hint-script.js',
      'src/components/layout/menu-focus.js',
      'src/components/layout/remembered-login.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': 'off',
    },
  },
  ...astro.configs.recommended,
  {
    files: ['**/*.astro', '**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['*.js', '*.mjs'],
    languageOptions: { globals: { process: 'readonly', URL: 'readonly', console: 'readonly' } },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: { ...reactHooks.configs.recommended.rules, ...jsxA11y.flatConfigs.recommended.rules },
  },
  {
    files: ['src/**/*.{ts,tsx,astro}', 'server/**/*.ts'],
    plugins: { 'import-x': importX },
    // The TypeScript resolver follows the `@/` alias (tsconfig paths), so the zones below see where
    // an aliased import really lands.
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver()] },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            // Shared code never reaches into features, pages or the API.
            {
              target: './src/lib',
              from: ['./src/features', './src/pages', './src/stores', './src/components', './server'],
            },
            { target: './src/stores', from: ['./src/features', './src/pages', './src/components'] },
            { target: './src/components', from: ['./src/features', './src/pages'] },
            { target: './src', from: './server' },
            // The local API shares only lib code with the site.
            { target: './server', from: ['./src/features', './src/pages', './src/stores', './src/components'] },
            // Features do not import each other.
            ...FEATURES.map((feature) => ({
              target: `./src/features/${feature}`,
              from: './src/features',
              except: [`./${feature}`],
            })),
          ],
        },
      ],
    },
  },
  {
    // The local API runs src/lib under plain Node, which knows no `@/` alias: lib imports itself
    // by relative paths.
    files: ['src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@/*'], message: 'src/lib is run by the local API too: use a relative path.' }] },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
