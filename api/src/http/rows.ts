/** Turning database rows into the REST shapes: references as `{ id, name }`. */

export interface Ref {
  id: number;
  name: string;
}

export function ref(id: number | null | undefined, name: string | null | undefined): Ref | null {
  return id == null ? null : { id, name: name ?? '' };
}
