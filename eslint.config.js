import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'apps/server/src/db/migrations/**',
      '**/generated/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Test helpers parse arbitrary JSON answers.
    files: ['**/*.test.ts', '**/test/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    // Intl formatters are kept per language and options (lib/format/intl-formats.ts): making one costs
    // a phone about 0.3 ms, and toLocaleDateString and its kin make one on every call.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/lib/format/**', 'apps/web/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.object.name='Intl']",
          message: 'Use the kept formatters of @/lib/format/intl-formats (dateTimeFormat, numberFormat, listFormat, displayNames).',
        },
        {
          selector: 'CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/]',
          message: 'Use dateText from @/lib/format/intl-formats: toLocale… makes a new formatter on every call.',
        },
      ],
    },
  },
  {
    // One-way flow (bulletproof-react): shared → features → app. That features never import each
    // other is checked by apps/web/src/architecture.test.ts, which can see folder names.
    files: ['apps/web/src/features/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@/app/*', '**/app/*'], message: 'Features do not import app/; app/ imports features.' }] }],
    },
  },
  {
    files: ['apps/web/src/components/**', 'apps/web/src/lib/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/features/**', '**/app/**'], message: 'Shared code imports no feature and no app code.' }] },
      ],
    },
  },
  {
    // One way to open a transaction: inTransaction retries what PostgreSQL aborted for a deadlock or
    // a serialization failure. A savepoint inside one (tx.transaction) is allowed where it is marked.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/platform/db/**', 'apps/server/src/**/*.test.ts', 'apps/server/src/test/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='transaction']",
          message: 'Open transactions with inTransaction(db, work) from platform/db (it retries deadlocks and serialization failures).',
        },
      ],
    },
  },
);
