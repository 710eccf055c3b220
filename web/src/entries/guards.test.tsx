/**
 * What the shared screens' specs refuse to compile: each `@ts-expect-error` fails `npm run
 * typecheck` if the line under it ever compiles, so a change to a guard cannot quietly disable it.
 */
import { describe, expect, it } from 'vitest';
import type { Business, BusinessPayload } from '@ffc/domain/businesses';
import { businessListFilters } from '@ffc/domain/businesses';
import type { BusinessFieldsFragment, BusinessInput } from '../gql/graphql';
import { BUSINESS_FORM } from '../businesses/BusinessEditPage';
import { BusinessesQuery } from '../businesses/operations';
import { BUSINESS_LIST_HEAD } from '../businesses/listHead';
import type { Accepted, Carried, NotCarried, NotInInput, ReviewedNotShown } from './carried';
import { formSpec } from './EntryForm';
import { field, fields, formLayout } from './formLayout';
import { listSpec } from './EntryList';

const list = {
  ...BUSINESS_LIST_HEAD,
  filterSchema: businessListFilters,
  query: BusinessesQuery,
  columns: [],
  path: '/businesses',
  loadFailed: 'Failed',
  emptyMessage: 'None',
};

describe('the guards of the shared screens', () => {
  it('refuses a form that leaves out a field of its input (missingFormField)', () => {
    const whole = formSpec<BusinessInput>()({ ...BUSINESS_FORM });
    const fields = BUSINESS_FORM.fields.filter((f) => f !== 'website');
    // @ts-expect-error: the form leaves out `website`, which would save as empty.
    const partial = formSpec<BusinessInput>()({ ...BUSINESS_FORM, fields });
    expect(whole.fields).toContain('website');
    expect(partial.fields).not.toContain('website');
  });

  it('refuses a list whose filter schema and GraphQL filter differ (filterNotInBoth)', () => {
    const whole = listSpec(list);
    const filterSchema = businessListFilters.extend({ open: businessListFilters.shape.searchText });
    // @ts-expect-error: `open` is in the schema and not in the GraphQL filter: it would be dropped.
    const extra = listSpec({ ...list, filterSchema });
    expect(whole.path).toBe(extra.path);
  });

  it("refuses an answer field that the kind's fragment does not carry (missingFromFragment)", () => {
    const whole: Carried<NotCarried<Business, BusinessFieldsFragment, ReviewedNotShown>> = true;
    // @ts-expect-error: a fragment without `website` would leave it off every screen.
    const partial: Carried<NotCarried<Business, Omit<BusinessFieldsFragment, 'website'>, ReviewedNotShown>> = true;
    expect([whole, partial]).toEqual([true, true]);
  });

  it('refuses a payload field the GraphQL input does not take (missingFromInput)', () => {
    const whole: Accepted<NotInInput<BusinessPayload, BusinessInput>> = true;
    // @ts-expect-error: an input without `website` could never save it.
    const partial: Accepted<NotInInput<BusinessPayload, Omit<BusinessInput, 'website'>>> = true;
    expect([whole, partial]).toEqual([true, true]);
  });

  it('refuses a form that renders no control for one of its fields (missingControl)', () => {
    const { fields: named, refs } = BUSINESS_FORM;
    const whole = formLayout(BUSINESS_FORM, [fields(named, () => 'fields'), fields(refs, () => 'references')]);
    const noWebsite = named.filter((f): f is Exclude<typeof f, 'website'> => f !== 'website');
    const rest = fields(refs, () => 'references');
    // @ts-expect-error: nothing edits `website`, so a new business would save it empty unseen.
    const partial = formLayout(BUSINESS_FORM, [fields(noWebsite, () => 'fields'), rest]);
    const stray = field('openingHours', (name) => name);
    // @ts-expect-error: a control for a value the business form does not send.
    const extra = formLayout(BUSINESS_FORM, [fields(named, () => 'fields'), rest, stray]);
    expect([whole.spec, partial.spec, extra.spec]).toEqual([BUSINESS_FORM, BUSINESS_FORM, BUSINESS_FORM]);
  });
});
