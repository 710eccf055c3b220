/** The Pothos schema builder every type module adds to. */
import SchemaBuilder, { ObjectFieldBuilder } from '@pothos/core';
import DataloaderPlugin from '@pothos/plugin-dataloader';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import ValidationPlugin from '@pothos/plugin-validation';
import type { GraphQLContext } from '../context.js';
import { authScopes, refused, type AuthScopes } from './scopes.js';
import { refusedInput } from './validate.js';

export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  AuthScopes: AuthScopes;
  DefaultFieldNullability: false;
}>({
  // Scopes first, so no other plugin's wrapper runs for a caller who may not ask.
  plugins: [ScopeAuthPlugin, ValidationPlugin, DataloaderPlugin],
  defaultFieldNullability: false,
  scopeAuth: { authScopes, unauthorizedError: (_parent, ctx) => refused(ctx) },
  validation: { validationError: (failure) => refusedInput(failure.issues) },
});

builder.queryType({});
builder.mutationType({});

/** The builder's schema types, for helpers that add fields to several types. */
export type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;
export type ObjectFields<P> = PothosSchemaTypes.ObjectFieldBuilder<Types, P>;
export type InputFields = PothosSchemaTypes.InputFieldBuilder<Types, 'InputObject'>;

/**
 * A field builder at the base shape `P`, for shared fields a generic type adds (an entry kind's):
 * scope-auth's options make a builder invariant in its parent, so a kind's own builder, at a
 * generic shape, cannot be passed where a base shape's is expected. The fields it makes read only
 * what `P` has, so any type whose parent extends `P` may carry them.
 */
export const fieldsFor = <P>(): ObjectFields<P> => new ObjectFieldBuilder<Types, P>(builder);
