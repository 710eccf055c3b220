/**
 * What a schema's field is, read from the zod schema itself, so the tiers that store or show a field
 * follow the domain's declaration of it: the API stores a plain field in the column its name gives,
 * the BFF derives its GraphQL field. Descriptions for GraphQL are kept in a registry of their own
 * rather than zod's `.meta()`, which the REST API's OpenAPI document would show as well.
 */
import { z } from 'zod';

export const fieldDescriptions = z.registry<{ description: string }>();

/** `schema` (a copy of it, so a shared building block stays undescribed) with its GraphQL description. */
export function described<T extends z.ZodType>(schema: T, description: string): T {
  const copy = schema.clone();
  fieldDescriptions.add(copy, { description });
  return copy;
}

/** Whether a form's or an address's value says yes: `true`, or the address's `'true'`. */
export const isOn = (value: unknown): boolean => value === true || value === 'true';

/**
 * A list option that is on or absent, as a ticked box puts it in the address: `true` (or REST's
 * `'true'`) turns it on; anything else leaves it off, so an old or hand-written address never fails.
 */
export const onOrAbsent = (description: string) =>
  described(
    z.preprocess((v) => (isOn(v) ? true : undefined), z.boolean().optional()),
    description,
  );

/** How a list filter drawn as a checkbox is shown: its label, and whether only a signed-in person sees it. */
export interface Checkbox {
  readonly label: string;
  /** Only for a signed-in person ("Meets my needs" reads their needs). */
  readonly signedIn: boolean;
}

/** The checkbox each list filter drawn as one is shown as, by its schema (`asCheckbox`). */
const checkboxes = new WeakMap<z.core.$ZodType, Checkbox>();

/**
 * `schema`, a list filter that the list screens draw as a checkbox under `label` ("Include closed
 * places", a switch's "only the ones that have it"): a screen draws it from its filter schema alone.
 */
export function asCheckbox<T extends z.ZodType>(schema: T, label: string, { signedIn = false } = {}): T {
  checkboxes.set(schema, { label, signedIn });
  return schema;
}

/** The checkbox of a list filter drawn as one (`asCheckbox`); undefined for any other schema. */
export const checkboxOf = (schema: z.core.$ZodType): Checkbox | undefined => checkboxes.get(schema);

/** A plain value a field can hold: a text, a whole number, a number, a switch. */
export type PlainKind = 'text' | 'int' | 'float' | 'boolean';

/** What a plain field is: its kind, whether it is a list of them or may be null, and its description. */
export interface PlainField {
  kind: PlainKind;
  list: boolean;
  nullable: boolean;
  description: string | undefined;
}

/** The schema's own type under its wrappers (optional, nullable, default, a preprocessing or a check). */
function unwrapped(
  schema: z.core.$ZodType,
  /** Read a transformation as what it reads (for the shape of a value, not the value it makes). */
  throughTransforms = false,
): { inner: z.core.$ZodType; nullable: boolean; description?: string } {
  let current = schema;
  let nullable = false;
  // Under `.nonoptional()`, an `.optional()` no longer lets the value be absent.
  let present = false;
  let description: string | undefined;
  for (;;) {
    description ??= fieldDescriptions.get(current)?.description;
    if (current instanceof z.core.$ZodNullable) {
      nullable = true;
      current = current._zod.def.innerType;
    } else if (current instanceof z.core.$ZodOptional) {
      nullable ||= !present;
      current = current._zod.def.innerType;
    } else if (current instanceof z.core.$ZodNonOptional) {
      present = true;
      current = current._zod.def.innerType;
    } else if (
      current instanceof z.core.$ZodDefault ||
      current instanceof z.core.$ZodPrefault ||
      current instanceof z.core.$ZodReadonly ||
      current instanceof z.core.$ZodCatch
    ) {
      current = current._zod.def.innerType;
    } else if (current instanceof z.core.$ZodPipe && !(current._zod.def.out instanceof z.core.$ZodTransform)) {
      // A preprocessing (`z.preprocess`) reads as the schema it feeds.
      current = current._zod.def.out;
    } else if (current instanceof z.core.$ZodPipe && throughTransforms) {
      current = current._zod.def.in;
    } else {
      // A transformation's result is unknown: the pipe itself is what is read, and it is no plain value.
      return { inner: current, nullable, description };
    }
  }
}

function plainKindOf(schema: z.core.$ZodType): PlainKind | null {
  if (schema instanceof z.core.$ZodString) return 'text';
  if (schema instanceof z.core.$ZodBoolean) return 'boolean';
  if (!(schema instanceof z.core.$ZodNumber)) return null;
  // `z.int()` is a number of a whole format; `.int()` is a check of the number's format.
  const whole =
    (schema instanceof z.core.$ZodNumberFormat && /int/.test(schema._zod.def.format)) ||
    (schema._zod.def.checks ?? []).some((check) => {
      const checkDef = check._zod.def;
      return checkDef.check === 'number_format' && 'format' in checkDef && /int/.test(String(checkDef.format));
    });
  return whole ? 'int' : 'float';
}

/** What a field's schema holds when plain (or a list of plain values); null for an object, an enum, objects. */
export function plainField(schema: z.core.$ZodType): PlainField | null {
  const { inner, nullable, description } = unwrapped(schema);
  if (inner instanceof z.core.$ZodArray) {
    const kind = plainKindOf(unwrapped(inner._zod.def.element).inner);
    return kind ? { kind, list: true, nullable, description } : null;
  }
  const kind = plainKindOf(inner);
  return kind ? { kind, list: false, nullable, description } : null;
}

/** Whether a field's schema is a reference as payloads send it: an object of nothing but `id`. */
export function isReference(schema: z.core.$ZodType): boolean {
  const { inner } = unwrapped(schema);
  if (!(inner instanceof z.core.$ZodObject)) return false;
  const keys = Object.keys(inner._zod.def.shape);
  return keys.length === 1 && keys[0] === 'id';
}

/** The description a field's schema was given (`described`), under its wrappers. */
export const descriptionOf = (schema: z.core.$ZodType): string | undefined => unwrapped(schema).description;

/** A field's name as its column is named: `policyDescription` is stored in `policy_description`. */
export const columnNameOf = (field: string): string => field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** The keys of a payload that are references `{ id }` (a form's selects). */
export type ReferenceKeys<P> = {
  [K in keyof P]-?: [NonNullable<P[K]>] extends [{ id: number }]
    ? [Exclude<keyof NonNullable<P[K]>, 'id'>] extends [never]
      ? K
      : never
    : never;
}[keyof P] &
  string;

/** What a form edits for a payload schema: its references, its other fields, and a new entry's values. */
export interface FormNamesOf<P> {
  readonly fields: readonly Exclude<keyof P & string, ReferenceKeys<P>>[];
  readonly refs: readonly ReferenceKeys<P>[];
  /** A new entry's values: a switch's fallback (`flag`), an empty list. */
  readonly defaults: Readonly<Record<string, unknown>>;
}

/** Whether a field's schema is a list, of any values. */
const isList = (schema: z.core.$ZodType): boolean => unwrapped(schema, true).inner instanceof z.core.$ZodArray;

/**
 * A payload schema's form names: each key a reference (`isReference`) or a field, and the value each
 * field has when nothing was entered, if it has one (the schema's own fallback; a list starts empty).
 * `except` names keys the form composes itself (a product's company).
 */
export function formNamesOf<P, const X extends string = never>(
  schema: z.ZodType<P> & { readonly shape: Readonly<Record<string, z.core.$ZodType>> },
  except: readonly X[] = [],
): FormNamesOf<Omit<P, X>> {
  type Kept = Omit<P, X>;
  const keys = Object.keys(schema.shape).filter((key) => !except.some((x) => x === key));
  // `isReference` is the runtime reading of what `ReferenceKeys` reads in the types.
  const isRef = (key: string): key is ReferenceKeys<Kept> => isReference(schema.shape[key]!);
  const isField = (key: string): key is Exclude<keyof Kept & string, ReferenceKeys<Kept>> => !isRef(key);
  const defaults = keys.filter(isField).flatMap((key): [string, unknown][] => {
    const fieldSchema = schema.shape[key]!;
    if (isList(fieldSchema)) return [[key, []]];
    const fallback = z.safeParse(fieldSchema, undefined);
    return fallback.success && fallback.data != null ? [[key, fallback.data]] : [];
  });
  return { fields: keys.filter(isField), refs: keys.filter(isRef), defaults: Object.fromEntries(defaults) };
}
