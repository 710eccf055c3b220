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

/** A reference read by a join: null when the row has none (either half missing). */
const joined = (id: number | null, name: string | null): Ref | null =>
  id == null || name == null ? null : { id, name };

/** An entry read with its place: its id, name, city, and its state and country joined by name. */
export interface PlacedRow {
  id: number;
  name: string;
  city: string | null;
  state_id: number | null;
  state_name: string | null;
  country_id: number | null;
  country_name: string | null;
}

/** A row's state and country, read by joins as `state_id`, `state_name`, `country_id`, `country_name`. */
export function stateAndCountry(row: PlacedRow): { state: Ref | null; country: Ref | null } {
  return { state: joined(row.state_id, row.state_name), country: joined(row.country_id, row.country_name) };
}
