import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';

// Layering (docs/architecture.md): shared code (components, lib) → features → app (routes combine features).
const webFeatures = readdirSync(new URL('./apps/web/src/features', import.meta.url));

const REPO_SQL = "Only a module's repositories hold SQL: write the statement in its *.repo.ts.";
const REPO_STATEMENTS = "Only a module's repositories run statements: call its *.repo.ts.";
const SQL_ONLY_IN_REPOS_IMPORTS = {
  paths: [{ name: 'drizzle-orm', allowTypeImports: true, message: REPO_SQL }],
  patterns: [
    { regex: '/db/client$', importNames: ['rowsOf', 'executeNamed', 'copyInto'], message: REPO_STATEMENTS },
    { regex: '/db/schema(/[^/]+)?$', allowTypeImports: true, message: REPO_SQL },
  ],
};
const SQL_ONLY_IN_REPOS_SYNTAX = [
  { selector: "TaggedTemplateExpression[tag.name='sql']", message: REPO_SQL },
  {
    selector:
      "CallExpression[callee.property.name=/^(execute|select|selectDistinct|insert|update|delete)$/][callee.object.property.name='db']",
    message: REPO_STATEMENTS,
  },
  {
    selector:
      "CallExpression[callee.property.name=/^(execute|select|selectDistinct|insert|update|delete)$/][callee.object.name='db']",
    message: REPO_STATEMENTS,
  },
  {
    selector: "CallExpression[callee.property.name='query'][callee.object.property.name='database']",
    message: REPO_STATEMENTS,
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'shots/**',
      'test-results/**',
      'playwright-report/**',
      'apps/server/drizzle/**',
      'apps/web/public/**',
      // Generated from the OpenAPI document (npm run generate -w packages/client).
      'packages/client/src/schema.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['apps/web/src/components/**', 'apps/web/src/lib/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^@/(features|app)/', message: 'Shared code must not depend on features or the app.' },
          ],
        },
      ],
    },
  },
  ...webFeatures.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^@/(app/|features/(?!${feature}/))`,
              message: 'Features never import each other or the app; a route in app/routes combines them.',
            },
          ],
        },
      ],
    },
  })),
  // The server's layers (imports only downward, modules through their index.ts) are checked by dependency-cruiser
  // (.dependency-cruiser.cjs, in `npm run lint`).
  {
    // The module shape (docs/architecture.md): a route file does HTTP only (parse, call, answer), a service holds the
    // logic, and every statement lives in the module's repositories (`*.repo.ts`). Types from Drizzle stay allowed.
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['**/*.repo.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', SQL_ONLY_IN_REPOS_IMPORTS],
      'no-restricted-syntax': ['error', ...SQL_ONLY_IN_REPOS_SYNTAX],
    },
  },
  {
    // In a route, `tx` is the transaction itself; in a service it is the repository bound to one.
    files: ['apps/server/src/modules/**/*.routes.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...SQL_ONLY_IN_REPOS_SYNTAX,
        {
          selector:
            'CallExpression[callee.property.name=/^(execute|select|selectDistinct|insert|update|delete)$/][callee.object.name=/^(db|tx)$/]',
          message: REPO_STATEMENTS,
        },
      ],
    },
  },
  {
    files: ['bench/**', 'scripts/**', 'e2e/**'],
    rules: { 'no-console': 'off' },
  },
);
