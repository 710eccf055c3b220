/** The Pothos schema builder every type module adds to. */
import SchemaBuilder, { ObjectFieldBuilder } from '@pothos/core';
import DataloaderPlugin from '@pothos/plugin-dataloader';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import ValidationPlugin from '@pothos/plugin-validation';
import type { GraphQLContext } from '../context.js';
import { authorizeFirst } from './authorizeFirst.js';
import { authScopes, refused, type AuthScopes } from './scopes.js';
import { refusedInput } from './validate.js';

export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  AuthScopes: AuthScopes;
  DefaultFieldNullability: false;
}>({
  // Scopes first, so no other plugin's wrapper runs for a caller who may not ask; and before the
  // arguments are validated (`authorizeFirst`).
  plugins: [authorizeFirst, ScopeAuthPlugin, ValidationPlugin, DataloaderPlugin],
  defaultFieldNullability: false,
  scopeAuth: { authScopes, unauthorizedError: (_parent, ctx) => refused(ctx) },
  validation: { validationError: (failure) => refusedInput(failure.issues) },
});

builder.queryType({});
builder.mutationType({});

/** The builder's schema types, for helpers that take its field builders. */
export type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;
/** The `t` of an object type's `fields` for a parent of shape P. */
export type ObjectFields<P> = PothosSchemaTypes.ObjectFieldBuilder<Types, P>;
/** The `t` of an input type's `fields`. */
export type InputFields = PothosSchemaTypes.InputFieldBuilder<Types, 'InputObject'>;
/**
 * What a helper that adds fields to several types returns: the widest field maps, named, since the
 * type a helper infers (Pothos's `FieldRef` class) cannot be written in its declaration (`tsc -b`
 * emits one for each module).
 */
export type { FieldMap, InputFieldMap } from '@pothos/core';

/**
 * A field builder at the base shape `P`, for shared fields a generic type adds (an entry kind's):
 * scope-auth's options make a builder invariant in its parent, so a kind's own builder, at a
 * generic shape, cannot be passed where a base shape's is expected. The fields it makes read only
 * what `P` has, so any type whose parent extends `P` may carry them.
 */
export const fieldsFor = <P>(): ObjectFields<P> => new ObjectFieldBuilder<Types, P>(builder);
