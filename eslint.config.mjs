// ESLint flat config: the recommended JavaScript and TypeScript rules, syntax-only (no type information, so the
// whole tree lints without a program build). test/lint.test.ts runs it as part of `npm test`; layout is Prettier's.
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', 'build/', 'node_modules/', 'src/generated/', 'clients/python/gen/', 'scratch/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2022, sourceType: 'module', globals: globals.node },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // A closure may read a variable that is assigned once, after it (e.g. a listener a watchdog closes later).
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
      // A leading underscore marks a value bound on purpose and dropped (e.g. a field split off by destructuring).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  {
    // Tests walk parsed JSON bodies of many shapes; typing each one would say nothing the assertions do not.
    files: ['test/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
