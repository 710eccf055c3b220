/** The Pothos schema builder every type module adds to. */
import SchemaBuilder from '@pothos/core';
import type { GraphQLContext } from '../context.js';

export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  DefaultFieldNullability: false;
}>({ defaultFieldNullability: false });

builder.queryType({});
builder.mutationType({});

/** The builder's schema types, for helpers that take its field builders. */
export type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;
/** The `t` of an object type's `fields` for a parent of shape P. */
export type ObjectFields<P> = PothosSchemaTypes.ObjectFieldBuilder<Types, P>;
/** The `t` of an input type's `fields`. */
export type InputFields = PothosSchemaTypes.InputFieldBuilder<Types, 'InputObject'>;
/**
 * What a helper that adds fields to several types returns. Pothos's field maps are typed per builder
 * call; this is the widest one. Named, since the type it infers (Pothos's `FieldRef` class) cannot
 * be written in the helper's declaration (`tsc -b` emits one for each module).
 */
export type FieldMap = Record<string, PothosSchemaTypes.FieldRef<Types>>;
export type InputFieldMap = Record<string, PothosSchemaTypes.InputFieldRef<Types, unknown>>;
