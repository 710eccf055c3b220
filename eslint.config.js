// Lint rules for every workspace: TypeScript's type-aware recommended set, strict about `any`,
// and React's rules of hooks for the web client.
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'web/src/gql/**', '.data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
      // The root's own configs are in no workspace's tsconfig: the default project covers them.
      parserOptions: {
        projectService: { allowDefaultProject: ['vitest.config.ts', 'codegen.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // Fastify plugins and the in-memory twins of Redis-backed stores are async by contract,
      // whether or not their body awaits.
      '@typescript-eslint/require-await': 'off',
      'no-console': 'off',
    },
  },
  {
    // Production code stays within 120 columns, strings and templates included: Prettier wraps the code; comments,
    // long strings (split with `+`) and SQL or GraphQL text (at the whitespace between tokens) are wrapped by hand.
    files: [
      '{api,bff,web,domain,server-kit}/src/**/*.{ts,tsx}',
      'web/build/**/*.ts',
      'web/vite.config.ts',
      'codegen.ts',
    ],
    ignores: ['**/*.test.{ts,tsx}', '**/test/**', '**/*.d.ts', 'web/src/gql/**', 'bff/src/generated/**'],
    rules: { 'max-len': ['error', { code: 120, ignoreUrls: true }] },
  },
  {
    // The scripts' code stays within 120 columns too; their strings and templates may run on.
    files: ['scripts/**/*.{ts,mjs}'],
    rules: {
      'max-len': [
        'error',
        { code: 120, ignoreStrings: true, ignoreTemplateLiterals: true, ignoreUrls: true, ignoreRegExpLiterals: true },
      ],
    },
  },
  // Plain JavaScript (this file, the build and start scripts) has no types to check against.
  { files: ['**/*.{js,mjs}'], ...tseslint.configs.disableTypeChecked },
  { files: ['web/src/**/*.{ts,tsx}'], ...reactHooks.configs.flat['recommended-latest'] },
  {
    // Tests read answers parsed from JSON (light-my-request's `json()`, fetch's) and poke at them.
    files: ['**/*.test.{ts,tsx}', '**/test/**', 'tests/**'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
);
