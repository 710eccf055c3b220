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
  if (value instanceof Date) return value.toISOString();
  return typeof value === 'string' || typeof value === 'number' ? new Date(value).toISOString() : null;
}
