/**
 * `npm run codegen`: typed documents for every operation written next to its screen in web/src,
 * and the list of those operations' names for the BFF's metrics.
 */
import type { CodegenConfig } from '@graphql-codegen/cli';

const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['web/src/**/*.{ts,tsx}', '!web/src/gql/**'],
  ignoreNoDocuments: true,
  generates: {
    'web/src/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: { useTypeImports: true, enumsAsTypes: true, avoidOptionals: { field: true, inputValue: false } },
    },
    'bff/src/generated/web-operations.ts': { plugins: ['./scripts/codegen/operation-names.mjs'] },
  },
};

export default config;
