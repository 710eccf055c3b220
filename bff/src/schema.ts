/** The whole GraphQL schema: each module adds its types and fields to the builder. */
import { lexicographicSortSchema, printSchema } from 'graphql';
import { builder } from './builder/builder.js';
import './reference/schema.js';
import './account/schema.js';
import './account/profile.js';
import './needs/schema.js';
import './myPlaces/schema.js';
import './watching/schema.js';
import './places/schema.js';
import './entries/lists.js';
import './photos/schema.js';
import './reviews/schema.js';
import './reviews/votes.js';
import './reports/schema.js';
import './businesses/schema.js';
import './homes/schema.js';
import './products/schema.js';
import './socials/schema.js';
import './support/schema.js';
import './users/schema.js';
import './moderation/schema.js';
import './highlights/schema.js';
import './history/schema.js';
import './suggestions/schema.js';

export const schema = builder.toSchema();

/** The schema as committed in schema.graphql: sorted, so diffs show real changes only. */
export function printedSchema(): string {
  return (
    '# Generated from the Pothos schema by `npm run codegen`. Do not edit.\n\n' +
    `${printSchema(lexicographicSortSchema(schema))}\n`
  );
}
