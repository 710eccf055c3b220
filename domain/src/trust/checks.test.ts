import { describe, expect, it } from 'vitest';
import {
  accommodationState,
  accommodationStatusOf,
  checksSchemaOf,
  confirmedWithinMonthsParam,
  mayCheckAgain,
  monthsBefore,
  summarizeVerdicts,
  type AccommodationVerdict,
} from './checks.js';
import { CONFIRMED_WITHIN_MONTHS_MAX } from '../text/limits.js';
import { M } from '../text/messages.js';
import { reviewSchemaOf } from './reviews.js';
import { fieldErrors } from '../entries/validation.js';

let nextId = 1;
const verdict = (
  userId: number,
  key: string,
  holds: boolean,
  date: string,
  emailConfirmed = true,
): AccommodationVerdict => ({
  id: nextId++,
  userId,
  key,
  holds,
  createdDate: new Date(date),
  emailConfirmed,
});

describe('counting confirmations and disputes', () => {
  it("counts each person's latest verdict once, yes as a confirmation and no as a dispute", () => {
    const summary = summarizeVerdicts(['unscented-soap', 'ventilation'], {}, [
      verdict(1, 'unscented-soap', true, '2026-01-01T00:00:00Z'),
      verdict(1, 'unscented-soap', true, '2026-03-01T00:00:00Z'),
      verdict(2, 'unscented-soap', true, '2026-02-01T00:00:00Z'),
      verdict(2, 'unscented-soap', false, '2026-04-01T00:00:00Z'),
      verdict(3, 'ventilation', false, '2026-04-01T00:00:00Z'),
    ]);
    expect(summary).toEqual([
      { key: 'unscented-soap', confirmations: 1, disputes: 1, lastConfirmed: '2026-03-01T00:00:00.000Z' },
      { key: 'ventilation', confirmations: 0, disputes: 1, lastConfirmed: null },
    ]);
  });

  it('counts only verdicts since the key was last added, and every verdict for a key with no date', () => {
    const verdicts = [
      verdict(1, 'ventilation', true, '2025-01-01T00:00:00Z'),
      verdict(2, 'ventilation', true, '2026-05-01T00:00:00Z'),
    ];
    expect(summarizeVerdicts(['ventilation'], { ventilation: '2026-01-01T00:00:00Z' }, verdicts)[0]).toMatchObject({
      confirmations: 1,
      lastConfirmed: '2026-05-01T00:00:00.000Z',
    });
    expect(summarizeVerdicts(['ventilation'], {}, verdicts)[0]).toMatchObject({ confirmations: 2 });
  });

  it('ignores verdicts from accounts whose email is not confirmed, and keys the entry does not list', () => {
    const verdicts = [
      verdict(1, 'ventilation', true, '2026-01-01T00:00:00Z', false),
      verdict(2, 'written-policy', true, '2026-01-01T00:00:00Z'),
    ];
    expect(summarizeVerdicts(['ventilation'], {}, verdicts)).toEqual([
      { key: 'ventilation', confirmations: 0, disputes: 0, lastConfirmed: null },
    ]);
  });

  it('breaks a tie between two verdicts of the same moment by the later one written', () => {
    const summary = summarizeVerdicts(['ventilation'], {}, [
      verdict(1, 'ventilation', true, '2026-01-01T00:00:00Z'),
      verdict(1, 'ventilation', false, '2026-01-01T00:00:00Z'),
    ]);
    expect(summary[0]).toMatchObject({ confirmations: 0, disputes: 1 });
  });
});

describe('the state of an accommodation', () => {
  const now = new Date('2026-10-20T12:00:00Z');
  it('is disputed when disputes outnumber confirmations', () => {
    expect(accommodationState({ confirmations: 1, disputes: 2, lastConfirmed: '2026-10-01T00:00:00Z' }, now)).toBe(
      'disputed',
    );
    expect(accommodationState({ confirmations: 0, disputes: 1, lastConfirmed: null }, now)).toBe('disputed');
  });
  it('is unconfirmed without a confirmation', () => {
    expect(accommodationState({ confirmations: 0, disputes: 0, lastConfirmed: null }, now)).toBe('unconfirmed');
  });
  it('is stale when last confirmed over twelve months ago, and confirmed otherwise (a tie with disputes too)', () => {
    expect(accommodationState({ confirmations: 2, disputes: 0, lastConfirmed: '2025-10-19T00:00:00Z' }, now)).toBe(
      'stale',
    );
    expect(accommodationState({ confirmations: 2, disputes: 0, lastConfirmed: '2025-10-21T00:00:00Z' }, now)).toBe(
      'confirmed',
    );
    expect(accommodationState({ confirmations: 1, disputes: 1, lastConfirmed: '2026-10-01T00:00:00Z' }, now)).toBe(
      'confirmed',
    );
  });
  it('answers every key the entry lists, in its order, a key with no summary as unconfirmed', () => {
    const status = accommodationStatusOf(
      ['written-policy', 'ventilation'],
      [
        { key: 'ventilation', confirmations: 1, disputes: 0, lastConfirmed: '2026-10-01T00:00:00Z' },
        { key: 'gone', confirmations: 3, disputes: 0, lastConfirmed: null },
      ],
      now,
    );
    expect(status).toEqual([
      { key: 'written-policy', confirmations: 0, disputes: 0, lastConfirmed: null, state: 'unconfirmed' },
      { key: 'ventilation', confirmations: 1, disputes: 0, lastConfirmed: '2026-10-01T00:00:00Z', state: 'confirmed' },
    ]);
  });
});

describe('dates and limits', () => {
  it('goes back calendar months as PostgreSQL does, to the last day of a shorter month', () => {
    expect(monthsBefore(new Date('2026-03-31T10:00:00Z'), 1).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(monthsBefore(new Date('2026-10-20T10:00:00Z'), 12).toISOString()).toBe('2025-10-20T10:00:00.000Z');
  });
  it('lets a person answer "Still true?" on an entry once a month', () => {
    const now = new Date('2026-10-20T10:00:00Z');
    expect(mayCheckAgain(null, now)).toBe(true);
    expect(mayCheckAgain(new Date('2026-10-01T00:00:00Z'), now)).toBe(false);
    expect(mayCheckAgain(new Date('2026-09-20T10:00:00Z'), now)).toBe(true);
  });
  it('takes "confirmed within" months from 1 to the maximum, blank as none', () => {
    expect(confirmedWithinMonthsParam.parse('12')).toBe(12);
    expect(confirmedWithinMonthsParam.parse('')).toBeNull();
    for (const bad of ['0', String(CONFIRMED_WITHIN_MONTHS_MAX + 1), '1.5', 'x']) {
      const result = confirmedWithinMonthsParam.safeParse(bad);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(M.confirmedWithinRange);
    }
  });
});

describe('what a person may answer', () => {
  it('"Still true?" takes known keys, never one both ways, and at least one answer', () => {
    const schema = checksSchemaOf('businesses');
    expect(schema.parse({ confirmed: ['ventilation', 'written-policy'], disputed: [] })).toEqual({
      confirmed: ['written-policy', 'ventilation'],
      disputed: [],
    });
    expect(fieldErrors(schema, { confirmed: ['ventilation'], disputed: ['ventilation'] })).toEqual([
      { field: 'disputed', message: M.accommodationBothWays },
    ]);
    expect(fieldErrors(schema, { confirmed: [], disputed: [] })).toEqual([
      { field: 'confirmed', message: M.checkEmpty },
    ]);
    expect(fieldErrors(schema, { confirmed: ['no-smoking'], disputed: [] })).toEqual([
      { field: 'confirmed', message: M.unknownAccommodation },
    ]);
  });
  it('a review may dispute accommodations, never one it confirms', () => {
    const schema = reviewSchemaOf('homes');
    const base = { name: 'Stay', rating: 4 };
    expect(
      schema.parse({ ...base, confirmedAccommodations: ['no-smoking'], disputedAccommodations: ['no-air-fresheners'] }),
    ).toMatchObject({ disputedAccommodations: ['no-air-fresheners'] });
    expect(schema.parse(base).disputedAccommodations).toBeUndefined();
    expect(
      fieldErrors(schema, { ...base, confirmedAccommodations: ['no-smoking'], disputedAccommodations: ['no-smoking'] }),
    ).toEqual([{ field: 'disputedAccommodations', message: M.accommodationBothWays }]);
  });
});
