/** Turning database rows into the REST shapes: references as `{ id, name }`, dates as ISO-8601. */

export interface Ref {
  id: number;
  name: string;
}

export function ref(id: number | null | undefined, name: string | null | undefined): Ref | null {
  return id == null ? null : { id, name: name ?? '' };
}

export function iso(value: unknown): string | null {
  if (value == null) return null;
  return value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString();
}
