/** The Pothos schema builder every type module adds to. */
import SchemaBuilder from '@pothos/core';
import ValidationPlugin from '@pothos/plugin-validation';
import type { GraphQLContext } from '../context.js';
import { refusedInput } from './validate.js';

export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  DefaultFieldNullability: false;
}>({
  plugins: [ValidationPlugin],
  defaultFieldNullability: false,
  validation: { validationError: (failure) => refusedInput(failure.issues) },
});

builder.queryType({});
builder.mutationType({});
