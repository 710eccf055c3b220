/** The whole GraphQL schema: each module adds its types and fields to the builder. */
import { lexicographicSortSchema, printSchema } from 'graphql';
import { builder } from './builder.js';
import './reference.js';
import './session.js';
import './profile.js';
import './geocode.js';
import './lists.js';
import './photos.js';
import './reviews.js';
import './votes.js';
import './reports.js';
import './businesses.js';
import './homes.js';
import './products.js';
import './socials.js';
import './support.js';
import './users.js';
import './accounts.js';
import './highlights.js';
import './history.js';
import './suggestions.js';

export const schema = builder.toSchema();

/** The schema as committed in schema.graphql: sorted, so diffs show real changes only. */
export function printedSchema(): string {
  return `# Generated from the Pothos schema by \`npm run codegen\`. Do not edit.\n\n${printSchema(lexicographicSortSchema(schema))}\n`;
}
