/** Turning database rows into the REST shapes: references as `{ id, name }`. */

export interface Ref {
  id: number;
  name: string;
}

/** The id of a payload's reference (`{ id }`), or null when there is none. */
export function refId(value: unknown): number | null {
  return typeof value === 'object' && value !== null && 'id' in value && typeof value.id === 'number' ? value.id : null;
}

export function ref(id: number | null | undefined, name: string | null | undefined): Ref | null {
  return id == null ? null : { id, name: name ?? '' };
}
