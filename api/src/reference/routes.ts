/** /types (all reference lists in one call), /states/{countryId}, the states in use and /accommodations. Public. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  ACCOMMODATIONS,
  accommodationCatalogue,
  option,
  referenceData as referenceDataAnswer,
  rowId,
} from '@ffc/domain';
import type { ApiContext } from '../context.js';
import { refusals, typed } from '../http/schemas.js';
import { referenceData, statesOf, usedStatesOf } from './repository.js';

const statesParams = z.object({ countryId: rowId() });

export default async function typesRoutes(app: FastifyInstance, { ctx }: { ctx: ApiContext }) {
  const { db } = ctx;
  const api = typed(app);
  const tags = ['reference data'];
  api.get(
    '/types',
    {
      schema: {
        tags,
        summary: 'Every option list: countries (all, and in use) and the types of each kind',
        response: { 200: referenceDataAnswer },
      },
    },
    async () => referenceData(db),
  );
  api.get(
    '/accommodations',
    {
      schema: {
        tags,
        summary: 'The fragrance-free accommodations each kind can offer: `{ key, label, short }` per kind',
        response: { 200: accommodationCatalogue },
      },
    },
    async () => ACCOMMODATIONS,
  );
  const states = { tags, params: statesParams, response: { 200: z.array(option), ...refusals(400) } };
  api.get('/states/:countryId', { schema: { ...states, summary: "A country's states" } }, async (request) =>
    statesOf(db, request.params.countryId),
  );
  // The list filters offer only states some business, home or social group is in (as countries).
  api.get(
    '/states/:countryId/used',
    { schema: { ...states, summary: "A country's states that some business, home or social group is in" } },
    async (request) => usedStatesOf(db, request.params.countryId),
  );
}
