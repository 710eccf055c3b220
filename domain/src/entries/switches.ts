/**
 * A kind's own switches: yes-or-no facts about an entry, such as whether a home allows pets, each
 * declared once with what the screens call it. From the declaration come the payload's rule (absent
 * means its fallback), the REST answer's field, and, when the switch has a filter label, the list
 * filter "only the ones that have it" in both the REST query and the list screen. The API stores
 * each in the column its name gives, the BFF derives its fields, and the web draws its form switch,
 * its detail row and its list checkbox, so adding one is the declaration, a migration, the
 * kind's GraphQL fragment and the table's declared column.
 */
import { z } from 'zod';
import { asCheckbox, described, isOn } from './schemaFields.js';
import { flag } from './entries.js';
import { M } from '../text/messages.js';
import { recordOf } from '../kinds/records.js';

export interface SwitchSpec {
  /** What the form's switch says. */
  readonly label: string;
  /** What the detail page's row says; the form's label when absent. */
  readonly row?: string;
  /** A new entry's value, and a payload's without it. */
  readonly fallback: boolean;
  /** What the REST answer and GraphQL say it means, when the label is not enough. */
  readonly description?: string;
  /** The list's checkbox that keeps only the entries that have it; no filter when absent. */
  readonly filter?: string;
}

/** A kind's switches by field name (camelCase, which gives the column: `petsAllowed` → `pets_allowed`). */
export type Switches = Readonly<Record<string, SwitchSpec>>;

/** The names of the switches lists filter by. */
export type FilteredSwitch<S extends Switches> = {
  [K in keyof S & string]: S[K] extends { filter: string } ? K : never;
}[keyof S & string];

/** A kind's switches, their names and texts kept exactly as written. */
export const switches = <const S extends Switches>(declared: S): S => declared;

/** The switches' names, in the order they were declared. */
export function switchNames<S extends Switches>(declared: S): (keyof S & string)[] {
  return Object.keys(declared);
}

/** One switch's declaration, by a name taken from the declaration. */
export function switchOf(declared: Switches, name: string): SwitchSpec {
  const spec = declared[name];
  if (!spec) throw new Error(`No switch is declared as ${name}`);
  return spec;
}

/** The names of the switches lists filter by, in the order they were declared. */
export const filteredSwitchNames = <S extends Switches>(declared: S): FilteredSwitch<S>[] =>
  switchNames(declared).filter((name): name is FilteredSwitch<S> => switchOf(declared, name).filter !== undefined);

/** The payload's rules: a switch, absent meaning its fallback. */
export const switchRules = <S extends Switches>(declared: S) =>
  recordOf(switchNames(declared), (name) => flag(switchOf(declared, name).fallback));

/** The REST answer's fields, with their descriptions. */
export const switchAnswers = <S extends Switches>(declared: S) =>
  recordOf(switchNames(declared), (name) => {
    const { description } = switchOf(declared, name);
    return description === undefined ? z.boolean() : described(z.boolean(), description);
  });

/**
 * A switch's list filter: `true` (or REST's `'true'`) keeps only the entries that have it; false,
 * blank or absent filters nothing, as an unticked box does. Anything else is refused. The schema
 * carries its checkbox's label, so a list screen draws the checkbox from its filter schema alone.
 */
const onlyWith = (description: string, checkbox: string) =>
  asCheckbox(
    described(
      z.preprocess(
        (v) => (isOn(v) ? true : v === false || v === 'false' || v === '' || v == null ? null : v),
        z.boolean({ error: M.switchFilter }).nullable(),
      ),
      description,
    ),
    checkbox,
  );

/** The list filters of the switches that have one, for the REST query and the list screen alike. */
export const switchFilters = <S extends Switches>(declared: S) =>
  recordOf(filteredSwitchNames(declared), (name) => {
    const { label, filter } = switchOf(declared, name);
    return onlyWith(`Only the ones where: ${label}.`, filter ?? label);
  });
