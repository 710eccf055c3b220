import { IconNames as blueprints, IconNamesSet as blueprintSet } from '@blueprintjs/icons/lib/esm/iconNames';
import { describe, expect, it } from 'vitest';
import { IconNames, IconNamesSet } from './iconNames';

describe('the icon name table built at start-up', () => {
  it("is identical to Blueprint's, key for key", () => {
    expect(IconNames).toEqual(blueprints);
    expect(Object.keys(IconNames)).toHaveLength(Object.keys(blueprints).length);
    expect(IconNamesSet).toEqual(blueprintSet);
  });
});
