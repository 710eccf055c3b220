import { describe, expect, it } from 'vitest';
import { businessSchema } from '../places/businesses.js';
import { positionFields } from '../entries/entries.js';
import { REVISION_ACTION_LABELS, REVISION_ACTIONS, revision, revisionAuthor, revisionValueText } from './history.js';
import { changedFieldsText, historyFieldLabel } from '../places/fieldLabels.js';
import { HOME_SWITCHES, homeSchema } from '../places/homes.js';
import { SOCIAL_SWITCHES } from '../places/socials.js';
import { M, UI } from '../text/messages.js';
import { describeModeration, ENTRY_TARGET_PATHS, MODERATION_ACTIONS, revertDetail } from './moderation.js';
import { matchPage } from '../text/pages.js';
import { productSchema } from '../places/products.js';
import { socialSchema } from '../places/socials.js';

describe("an entry's history", () => {
  it('labels every writable field of every kind, and the fields closing and merging set', () => {
    const fields = [businessSchema, homeSchema, productSchema, socialSchema].flatMap((schema) =>
      Object.keys(schema.shape),
    );
    // The Company Option steers a product's save; it is not stored, so no revision holds it.
    const stored = [
      ...fields.filter((field) => field !== 'companyUpdate'),
      ...Object.keys(positionFields),
      'closed',
      'mergedInto',
    ];
    const unlabelled = stored.filter((field) => historyFieldLabel(field) === field);
    expect(unlabelled).toEqual([]);
    // A switch is named by its own declaration, as its form names it.
    expect(historyFieldLabel('petsAllowed')).toBe(HOME_SWITCHES.petsAllowed.label);
    expect(historyFieldLabel('active')).toBe(SOCIAL_SWITCHES.active.label);
    expect(historyFieldLabel('accommodations')).toBe('Accommodations');
    expect(historyFieldLabel('mergedInto')).toBe('Merged into');
    expect(historyFieldLabel('somethingNew')).toBe('somethingNew');
  });

  it('names every action, closing, reopening and merging included', () => {
    expect(REVISION_ACTIONS).toEqual(['created', 'edited', 'closed', 'reopened', 'merged', 'reverted']);
    for (const action of REVISION_ACTIONS) expect(REVISION_ACTION_LABELS[action]).toMatch(/^[A-Z]/);
  });

  it('shows references by name, accommodations by label, switches as Yes or No, and nothing as (none)', () => {
    expect(revisionValueText('businesses', 'businessType', { id: 3, name: 'Cafe' })).toBe('Cafe');
    expect(revisionValueText('businesses', 'accommodations', ['unscented-soap', 'ventilation'])).toBe(
      'Unscented hand soap in the restroom; Good ventilation or outdoor space',
    );
    expect(revisionValueText('homes', 'accommodations', [])).toBe(UI.history.none);
    expect(revisionValueText('socials', 'active', false)).toBe('No');
    expect(revisionValueText('socials', 'closed', true)).toBe('Yes');
    expect(revisionValueText('homes', 'bedrooms', 2)).toBe('2');
    expect(revisionValueText('businesses', 'description', null)).toBe('(none)');
    expect(revisionValueText('businesses', 'city', '')).toBe('(none)');
    expect(revisionValueText('businesses', 'description', '<b>as typed</b>')).toBe('<b>as typed</b>');
  });

  it('names a gone author "deleted user", and a revision carries no email', () => {
    expect(revisionAuthor(null)).toBe('deleted user');
    expect(revisionAuthor('member')).toBe('member');
    expect(Object.keys(revision.shape)).not.toContain('email');
    expect(
      revision.parse({
        id: 1,
        action: 'edited',
        changes: [{ field: 'name', before: 'A', after: 'B' }],
        actorUsername: 'member',
        createdDate: '2026-01-01T00:00:00Z',
      }),
    ).toMatchObject({ action: 'edited' });
  });

  it('says which reference of a revert is gone', () => {
    expect(M.revertReferenceGone('Company')).toBe(
      "This revision's company no longer exists, so the entry cannot be set back to it. Edit the entry instead.",
    );
  });

  it('has a History page for every entry kind', () => {
    expect(matchPage('/businesses/12/history')?.key).toBe('businessHistory');
    expect(matchPage('/homes/3/history')?.key).toBe('homeHistory');
    expect(matchPage('/products/3/history')?.key).toBe('productHistory');
    expect(matchPage('/socials/3/history')?.key).toBe('socialHistory');
  });
});

describe('the moderation log of edits and reverts', () => {
  it('logs edits of someone else’s entry with the fields changed, and reverts with the revision', () => {
    expect(MODERATION_ACTIONS).toContain('edited');
    expect(MODERATION_ACTIONS).toContain('reverted');
    const detail = changedFieldsText([{ field: 'description' }, { field: 'accommodations' }]);
    expect(detail).toBe('Description, Accommodations');
    expect(describeModeration({ action: 'edited', targetKind: 'business', targetName: 'Clear Air Cafe', detail })).toBe(
      'edited the business “Clear Air Cafe” (Description, Accommodations)',
    );
    expect(
      describeModeration({
        action: 'reverted',
        targetKind: 'home',
        targetName: 'Quiet Cabin',
        detail: revertDetail(7),
      }),
    ).toBe('reverted the rental home “Quiet Cabin” to revision 7');
    expect(ENTRY_TARGET_PATHS.social).toBe('/socials');
    expect(ENTRY_TARGET_PATHS.account).toBeUndefined();
  });
});
