/** Reference data: the type lists (cached for an hour) and states per country. */
import {
  ACCOMMODATIONS,
  type Accommodation,
  type AccommodationConfirmation,
  type Option as OptionShape,
  type ReferenceData as ReferenceShape,
} from '@ffc/domain';
import type { GraphQLContext } from '../context.js';
import { builder } from '../builder/builder.js';

export const TYPES_CACHE_KEY = 'types:v1';

/** A country's states: public reference data, cached like the type lists. */
export function statesOf({ cache, rest }: GraphQLContext, countryId: number): Promise<OptionShape[]> {
  return cache.getOrLoad(`states:v1:${countryId}`, () => rest.states(countryId));
}

export const OptionRef = builder.objectRef<OptionShape>('Option').implement({
  description: 'An item of reference data: a country, a state, a type.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
  }),
});

export const ProductTypeRef = builder.objectRef<ReferenceShape['productTypes'][number]>('ProductType').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    productCategoryType: t.expose('productCategoryType', { type: OptionRef }),
  }),
});

const ReferenceDataRef = builder.objectRef<ReferenceShape>('ReferenceData').implement({
  description: 'Every reference list, each sorted by id.',
  fields: (t) => ({
    countryList: t.expose('countryList', { type: [OptionRef] }),
    usedCountryList: t.expose('usedCountryList', {
      type: [OptionRef],
      description: 'Countries that at least one entry uses.',
    }),
    businessTypes: t.expose('businessTypes', { type: [OptionRef] }),
    productTypes: t.expose('productTypes', { type: [ProductTypeRef] }),
    productCategories: t.expose('productCategories', { type: [OptionRef] }),
    homeTypes: t.expose('homeTypes', { type: [OptionRef] }),
    entityTypes: t.expose('entityTypes', { type: [OptionRef] }),
    supportTypes: t.expose('supportTypes', { type: [OptionRef] }),
    userTypes: t.expose('userTypes', { type: [OptionRef] }),
    socialTypes: t.expose('socialTypes', { type: [OptionRef] }),
    frequencyTypes: t.expose('frequencyTypes', { type: [OptionRef] }),
  }),
});

builder.queryFields((t) => ({
  types: t.field({
    type: ReferenceDataRef,
    description: 'All reference lists, cached for TYPES_CACHE_TTL_MS.',
    resolve: (_root, _args, { rest, cache }) => cache.getOrLoad(TYPES_CACHE_KEY, () => rest.types()),
  }),
  states: t.field({
    type: [OptionRef],
    description: "A country's states or provinces, sorted by name.",
    args: { countryId: t.arg.int({ required: true }) },
    resolve: (_root, { countryId }, ctx) => statesOf(ctx, countryId),
  }),
  usedStates: t.field({
    type: [OptionRef],
    description:
      "The country's states that some business, rental home or social group is in, sorted by name: " +
      "the list filters' choices. Not cached (entries change it; the query is one index probe per state).",
    args: { countryId: t.arg.int({ required: true }) },
    resolve: (_root, { countryId }, { rest }) => rest.usedStates(countryId),
  }),
}));

const AccommodationRef = builder.objectRef<Accommodation>('Accommodation').implement({
  description: 'A fragrance-free accommodation an entry can offer: `key` is what filters and saves carry.',
  fields: (t) => ({
    key: t.exposeString('key'),
    label: t.exposeString('label'),
    short: t.exposeString('short', { description: "A list badge's text; `label` is its accessible name." }),
  }),
});

const AccommodationCatalogueRef = builder.objectRef<typeof ACCOMMODATIONS>('AccommodationCatalogue').implement({
  description: 'The accommodations each kind can offer, in the order to show them.',
  fields: (t) => ({
    businesses: t.expose('businesses', { type: [AccommodationRef] }),
    homes: t.expose('homes', { type: [AccommodationRef] }),
    products: t.expose('products', { type: [AccommodationRef] }),
    socials: t.expose('socials', { type: [AccommodationRef] }),
  }),
});

/** How many reviewers confirmed an accommodation of an entry. */
export const AccommodationConfirmationRef = builder
  .objectRef<AccommodationConfirmation>('AccommodationConfirmation')
  .implement({
    fields: (t) => ({
      key: t.exposeString('key'),
      count: t.exposeInt('count', { description: 'How many reviewers found it true on their visit.' }),
    }),
  });

builder.queryFields((t) => ({
  accommodations: t.field({
    type: AccommodationCatalogueRef,
    description: 'The fragrance-free accommodations of every kind (the rule in domain, no REST call).',
    resolve: () => ACCOMMODATIONS,
  }),
}));
