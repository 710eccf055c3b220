import { describe, expect, expectTypeOf, it } from 'vitest';
import { recordOf } from './records.js';

describe('recordOf', () => {
  it('makes one value per key, typed by the keys', () => {
    const lengths = recordOf(['one', 'three'] as const, (key, i) => key.length * 10 + i);
    expect(lengths).toEqual({ one: 30, three: 51 });
    expectTypeOf(lengths).toEqualTypeOf<Record<'one' | 'three', number>>();
  });

  it('makes an empty object of no keys', () => {
    expect(recordOf([], () => 1)).toEqual({});
  });
});
