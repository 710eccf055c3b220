/** The Pothos schema builder every type module adds to. */
import SchemaBuilder from '@pothos/core';
import type { GraphQLContext } from '../context.js';

export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  DefaultFieldNullability: false;
}>({ defaultFieldNullability: false });

builder.queryType({});
builder.mutationType({});
