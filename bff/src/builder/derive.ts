/**
 * GraphQL fields derived from the domain's zod schemas: a field whose value is a text, a number, a
 * switch or a list of them is read from the schema (its GraphQL scalar, whether it may be null, its
 * description from `described()`), so a kind's GraphQL type follows its REST answer,
 * payload and filters without being written again. Every other field (an object, a field with
 * arguments, one renamed) is made by hand and named in `made`; the types below make leaving one out
 * a compile error.
 */
import { descriptionOf, isReference, plainField, type PlainKind } from '@ffc/domain';
import type { z } from 'zod';
import type { FieldMap, InputFieldMap, InputFields } from './builder.js';
import { fieldsFor } from './builder.js';

/** A plain text, number or switch: a set of literals (an enum) is no scalar here. */
type IsScalar<V> = [V] extends [string]
  ? string extends V
    ? true
    : false
  : [V] extends [number]
    ? number extends V
      ? true
      : false
    : [V] extends [boolean]
      ? boolean extends V
        ? true
        : false
      : false;
/** Whether a value derivation can make a field of: a scalar or a list of scalars, maybe null. */
type IsDerivable<V> =
  IsScalar<NonNullable<V>> extends true ? true : NonNullable<V> extends readonly (infer E)[] ? IsScalar<E> : false;
/** A reference as REST payloads carry it, `{ id }`: an input field `…Id: Int`. */
type IsReference<V> = [NonNullable<V>] extends [{ id: number }]
  ? [Exclude<keyof NonNullable<V>, 'id'>] extends [never]
    ? true
    : false
  : false;

/** The keys of `Shape` no field can be derived for: each needs one made by hand. */
export type MadeKeys<Shape> = {
  [K in keyof Shape]-?: IsDerivable<Shape[K]> extends true ? never : K;
}[keyof Shape] &
  string;
/** The keys of a payload no input field can be derived for (neither a scalar nor a reference). */
export type MadeInputKeys<Payload> = {
  [K in keyof Payload]-?: IsDerivable<Payload[K]> extends true
    ? never
    : IsReference<Payload[K]> extends true
      ? never
      : K;
}[keyof Payload] &
  string;

type Field = FieldMap[string];
export type InputField = InputFieldMap[string];
/**
 * The fields made by hand: one for each key in `Required` (false when GraphQL leaves it out), and
 * any others (an override of a derived one, or a field the schema has no key for).
 */
export type Made<Required extends string, F = Field> = { [K in Required]: F | false } & {
  [key: string]: F | false;
};
/** Fields made by hand, any of them false: left out of the type. */
export type MadeFields<F = Field> = Readonly<Record<string, F | false>>;
/** A zod object schema, whose keys fields are derived for. */
export interface ObjectSchema {
  readonly shape: Readonly<Record<string, z.core.$ZodType>>;
}

/** The GraphQL scalar a zod schema's value is, and whether it is a list or may be null. */
export interface DerivedType {
  scalar: 'String' | 'Int' | 'Float' | 'Boolean';
  list: boolean;
  nullable: boolean;
  description: string | undefined;
}

const SCALARS: Record<PlainKind, DerivedType['scalar']> = {
  text: 'String',
  int: 'Int',
  float: 'Float',
  boolean: 'Boolean',
};

/** The GraphQL scalar of a zod schema, or null when it has none (an object, an enum, a list of objects). */
export function derivedType(schema: z.core.$ZodType): DerivedType | null {
  const field = plainField(schema);
  return (
    field && { scalar: SCALARS[field.kind], list: field.list, nullable: field.nullable, description: field.description }
  );
}

function noDerivation(type: string, key: string): Error {
  return new Error(
    `${type}.${key}: its schema is no scalar or list of scalars; ` +
      'make its field by hand (`made`) or leave it out (false)',
  );
}

/** Parents whose every key holds one scalar, or a list of them: the values the answer schema parsed. */
const exposing = {
  String: fieldsFor<Readonly<Record<string, string>>>(),
  Int: fieldsFor<Readonly<Record<string, number>>>(),
  Float: fieldsFor<Readonly<Record<string, number>>>(),
  Boolean: fieldsFor<Readonly<Record<string, boolean>>>(),
};
const exposingLists = {
  String: fieldsFor<Readonly<Record<string, readonly string[]>>>(),
  Int: fieldsFor<Readonly<Record<string, readonly number[]>>>(),
  Float: fieldsFor<Readonly<Record<string, readonly number[]>>>(),
  Boolean: fieldsFor<Readonly<Record<string, readonly boolean[]>>>(),
};

/**
 * A field exposing the parent's `key` as its scalar: GraphQL's default resolver reads it (a compiled
 * executor reads it inline), as for any `t.expose`. The answer schema the parent was parsed with
 * holds the key to that scalar; GraphQL's serializer checks the value again.
 */
function exposed(key: string, { scalar, list, nullable, description }: DerivedType): FieldMap[string] {
  const options = { nullable, description };
  if (list) {
    switch (scalar) {
      case 'String':
        return exposingLists.String.expose(key, { ...options, type: ['String'] });
      case 'Int':
        return exposingLists.Int.expose(key, { ...options, type: ['Int'] });
      case 'Float':
        return exposingLists.Float.expose(key, { ...options, type: ['Float'] });
      case 'Boolean':
        return exposingLists.Boolean.expose(key, { ...options, type: ['Boolean'] });
    }
  }
  switch (scalar) {
    case 'String':
      return exposing.String.expose(key, { ...options, type: 'String' });
    case 'Int':
      return exposing.Int.expose(key, { ...options, type: 'Int' });
    case 'Float':
      return exposing.Float.expose(key, { ...options, type: 'Float' });
    case 'Boolean':
      return exposing.Boolean.expose(key, { ...options, type: 'Boolean' });
  }
}

/**
 * An object type's fields: those in `made` as made (false: none), then one for each other key of
 * `schema`, derived. The parent is the value `schema` parsed.
 */
export function derivedFields(typeName: string, schema: ObjectSchema, made: MadeFields): FieldMap {
  const fields: FieldMap = {};
  for (const [key, field] of Object.entries(made)) if (field !== false) fields[key] = field;
  for (const [key, fieldSchema] of Object.entries(schema.shape)) {
    if (key in made) continue;
    const type = derivedType(fieldSchema);
    if (!type) throw noDerivation(typeName, key);
    fields[key] = exposed(key, type);
  }
  return fields;
}

/** How an input's derived fields are typed. */
export interface InputOptions {
  /**
   * Every field non-null, for an input whose form always sends each (signup, a password reset).
   * Otherwise every field is optional: the payload schema says what is required, with the spec's message.
   */
  readonly required?: boolean;
}

/**
 * An input type's fields for a REST payload schema: those in `made` as made (false: none), a
 * reference `x: { id }` as `xId: Int`, and each other key as its scalar.
 */
export function derivedInputFields(
  typeName: string,
  t: InputFields,
  schema: ObjectSchema,
  made: MadeFields<InputField>,
  { required = false }: InputOptions = {},
): InputFieldMap {
  const fields: InputFieldMap = {};
  for (const [key, field] of Object.entries(made)) if (field !== false) fields[key] = field;
  for (const [key, fieldSchema] of Object.entries(schema.shape)) {
    if (key in made) continue;
    if (isReference(fieldSchema)) {
      fields[`${key}Id`] = t.int({ description: descriptionOf(fieldSchema), required });
      continue;
    }
    const type = derivedType(fieldSchema);
    if (!type) throw noDerivation(typeName, key);
    const options = { description: type.description, required };
    fields[key] = type.list ? t.field({ ...options, type: [type.scalar] }) : t.field({ ...options, type: type.scalar });
  }
  return fields;
}

/** The references of a payload schema as its GraphQL input names them: `{ businessTypeId: 'businessType' }`. */
export function referencesOf(schema: ObjectSchema): Record<string, string> {
  return Object.fromEntries(
    Object.entries(schema.shape)
      .filter(([, fieldSchema]) => isReference(fieldSchema))
      .map(([key]) => [`${key}Id`, key]),
  );
}

/** A zod object schema whose output is `T`. */
export type ObjectSchemaOf<T> = z.ZodType<T> & ObjectSchema;

/** `derivedFields` for one type, its parent's shape known: leaving out a field to make is a compile error. */
export const objectFieldsOf = <Shape>(
  typeName: string,
  schema: ObjectSchemaOf<Shape>,
  made: Made<MadeKeys<Shape>>,
): FieldMap => derivedFields(typeName, schema, made);

/** `derivedInputFields` for one input, its payload known: leaving out a field to make is a compile error. */
export const inputFieldsOf = <Payload>(
  typeName: string,
  t: InputFields,
  schema: ObjectSchemaOf<Payload>,
  made: Made<MadeInputKeys<Payload>, InputField>,
  options?: InputOptions,
): InputFieldMap => derivedInputFields(typeName, t, schema, made, options);
