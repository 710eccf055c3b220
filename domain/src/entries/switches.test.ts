import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { M } from '../text/messages.js';
import { checkboxOf, descriptionOf, plainField } from './schemaFields.js';
import {
  filteredSwitchNames,
  switchAnswers,
  switchFilters,
  switchNames,
  switchOf,
  switchRules,
  switches,
  type FilteredSwitch,
} from './switches.js';

const DECLARED = switches({
  petsAllowed: { label: 'Pets Allowed', fallback: false },
  wheelchairAccessible: {
    label: 'Wheelchair accessible',
    row: 'Wheelchair',
    fallback: true,
    description: 'Step-free entrance and restroom.',
    filter: 'Wheelchair accessible only',
  },
});

describe("a kind's switches", () => {
  it('keep their declared order, and know which have a list filter', () => {
    expect(switchNames(DECLARED)).toEqual(['petsAllowed', 'wheelchairAccessible']);
    expect(filteredSwitchNames(DECLARED)).toEqual(['wheelchairAccessible']);
    const filtered: FilteredSwitch<typeof DECLARED> = 'wheelchairAccessible';
    // @ts-expect-error: `petsAllowed` has no filter label, so lists do not filter by it.
    const unfiltered: FilteredSwitch<typeof DECLARED> = 'petsAllowed';
    expect([filtered, unfiltered]).toHaveLength(2);
    expect(() => switchOf(DECLARED, 'nothing')).toThrow('No switch is declared as nothing');
  });

  it('give the payload a switch that falls back to its declared value when absent', () => {
    const payload = z.object(switchRules(DECLARED));
    expect(payload.parse({})).toEqual({ petsAllowed: false, wheelchairAccessible: true });
    expect(payload.parse({ petsAllowed: true, wheelchairAccessible: false })).toEqual({
      petsAllowed: true,
      wheelchairAccessible: false,
    });
    expect(payload.safeParse({ petsAllowed: 'yes' }).success).toBe(false);
  });

  it('give the answer a plain boolean, described when the declaration says more than the label', () => {
    const answers = switchAnswers(DECLARED);
    expect(plainField(answers.petsAllowed)).toMatchObject({ kind: 'boolean', nullable: false, list: false });
    expect(descriptionOf(answers.petsAllowed)).toBeUndefined();
    expect(descriptionOf(answers.wheelchairAccessible)).toBe('Step-free entrance and restroom.');
  });

  it('filter lists by "only the ones that have it": true keeps them, false or nothing filters nothing', () => {
    const filters = z.object(switchFilters(DECLARED));
    expect(Object.keys(filters.shape)).toEqual(['wheelchairAccessible']);
    expect(plainField(filters.shape.wheelchairAccessible)).toMatchObject({ kind: 'boolean', nullable: true });
    expect(descriptionOf(filters.shape.wheelchairAccessible)).toBe('Only the ones where: Wheelchair accessible.');
    expect(checkboxOf(filters.shape.wheelchairAccessible)).toEqual({
      label: 'Wheelchair accessible only',
      signedIn: false,
    });
    expect(checkboxOf(switchRules(DECLARED).petsAllowed)).toBeUndefined();
    for (const given of [true, 'true'])
      expect(filters.parse({ wheelchairAccessible: given })).toEqual({ wheelchairAccessible: true });
    for (const given of [false, 'false', '', null, undefined])
      expect(filters.parse({ wheelchairAccessible: given })).toEqual({ wheelchairAccessible: null });
    const refused = filters.safeParse({ wheelchairAccessible: 'yes' });
    expect(refused.error?.issues).toMatchObject([{ path: ['wheelchairAccessible'], message: M.switchFilter }]);
  });
});
