/** Businesses: the type, its filter and input, the list and single queries, and the mutations. */
import { businessSchema } from '@ffc/domain';
import { business as businessShape, type Business } from '../rest/shapes.js';
import { builder } from './builder.js';
import {
  addressInputFields,
  afterDelete,
  contactFields,
  contactInputFields,
  entryFields,
  entryInputFields,
  locatedFields,
  orNull,
  pageType,
  refOf,
  saveEntry,
} from './entries.js';
import { OptionRef } from './reference.js';
import { reviewedFields } from './reviews.js';

export const BusinessRef = builder.objectRef<Business>('Business').implement({
  fields: (t) => ({
    ...entryFields(t),
    businessType: t.field({ type: OptionRef, resolve: (b) => b.businessType }),
    ...locatedFields(t),
    ...contactFields(t),
    ...reviewedFields(t, 'BUSINESS'),
  }),
});

const BusinessPageRef = pageType('BusinessPage', BusinessRef);

const BusinessFilter = builder.inputType('BusinessFilter', {
  description: 'Empty filters are ignored. searchText matches name, description and city.',
  fields: (t) => ({
    type: t.int(),
    country: t.int(),
    state: t.int(),
    searchText: t.string(),
  }),
});

const BusinessInput = builder.inputType('BusinessInput', {
  fields: (t) => ({
    ...entryInputFields(t),
    businessTypeId: t.int(),
    ...addressInputFields(t),
    ...contactInputFields(t),
  }),
});

type BusinessInputShape = typeof BusinessInput.$inferInput;

/** The REST payload: references as `{ id }`. */
function payloadOf({ businessTypeId, stateId, countryId, ...fields }: BusinessInputShape) {
  return { ...fields, businessType: refOf(businessTypeId), state: refOf(stateId), country: refOf(countryId) };
}

builder.queryFields((t) => ({
  businesses: t.field({
    type: BusinessPageRef,
    args: { filter: t.arg({ type: BusinessFilter }), page: t.arg.int({ defaultValue: 0 }) },
    resolve: (_root, { filter, page }, { rest }) => rest.entries('businesses', businessShape, { ...filter, page }),
  }),
  business: t.field({
    type: BusinessRef,
    nullable: true,
    args: { id: t.arg.int({ required: true }) },
    resolve: (_root, { id }, { rest }) => orNull(rest.entry('businesses', businessShape, id)),
  }),
}));

builder.mutationFields((t) => ({
  createBusiness: t.field({
    type: BusinessRef,
    args: { input: t.arg({ type: BusinessInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      saveEntry(ctx, businessSchema, payloadOf(input), (payload) => ctx.rest.createEntry('businesses', businessShape, payload)),
  }),
  updateBusiness: t.field({
    type: BusinessRef,
    args: { id: t.arg.int({ required: true }), input: t.arg({ type: BusinessInput, required: true }) },
    resolve: (_root, { id, input }, ctx) =>
      saveEntry(ctx, businessSchema, payloadOf(input), (payload) => ctx.rest.updateEntry('businesses', businessShape, id, payload)),
  }),
  deleteBusiness: t.boolean({
    args: { id: t.arg.int({ required: true }) },
    resolve: async (_root, { id }, ctx) => {
      await ctx.rest.deleteEntry('businesses', id);
      return afterDelete(ctx);
    },
  }),
}));
