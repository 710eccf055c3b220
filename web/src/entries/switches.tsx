/**
 * A kind's own switches (`switches.ts` in domain) on its screens: a form switch and a detail row
 * each, from the declaration. The list's checkbox for a switch with a filter is `EntryList`'s.
 */
import { recordOf } from '@ffc/domain/records';
import { switchNames, switchOf, type Switches } from '@ffc/domain/switches';
import { yesNo } from '@ffc/domain/text';
import type { Row } from '../ui/detailRows';
import { SwitchField } from '../ui/fields';
import { fields } from './formLayout';

/** The form's switches, each under its label, in the order they were declared (a `formLayout` part). */
export const switchFields = <S extends Switches>(declared: S) =>
  fields(switchNames(declared), (names) =>
    names.map((name) => <SwitchField key={name} name={name} label={switchOf(declared, name).label} />),
  );

/** The detail page's rows: a Yes or No each, under its row label (for `detailRows`). */
export const switchRows = <S extends Switches>(declared: S) =>
  recordOf(switchNames(declared), (name) => {
    const { row, label } = switchOf(declared, name);
    return (e: Partial<Record<keyof S, boolean | null>>): Row => [row ?? label, yesNo(e[name])];
  });
