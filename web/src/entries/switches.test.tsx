/**
 * A kind's own switches (`switches.ts` in domain) on the shared screens: the form's switch, the
 * detail page's row and the list's "only the ones that have it" checkbox come from the declaration,
 * and leaving one out does not compile.
 */
import type { TypedDocumentNode } from '@apollo/client';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { HOME_SWITCHES, homeListFilters } from '@ffc/domain/homes';
import type { GraphqlFilter } from '@ffc/domain/lists';
import { switchFilters, switches } from '@ffc/domain/switches';
import type { HomesQuery as Result } from '../gql/graphql';
import { HomesQuery } from '../homes/operations';
import { detailRows } from '../ui/detailRows';
import { pageOf } from '../../test/fixtures';
import { locationQuery, renderInShell } from '../../test/render';
import { server } from '../../test/server';
import { EntryList, listSpec, type EntryListSpec } from './EntryList';
import { switchFields, switchRows } from './switches';
import { field, formLayout } from './formLayout';

type Row = Result['page']['content'][number];

/** Homes' switch with a list filter, as a kind would declare it. */
const FILTERED = switches({ petsAllowed: { label: 'Pets Allowed', fallback: false, filter: 'Pets allowed only' } });
const filterSchema = homeListFilters.extend(switchFilters(FILTERED));
/**
 * The homes' list query, its filter taken as also holding the declared switch: the rendered list
 * sends it, msw answers, and nothing checks the document against the GraphQL schema here.
 */
const query = HomesQuery as TypedDocumentNode<
  Result,
  { filter?: GraphqlFilter<typeof filterSchema._output> | null; page?: number | null }
>;

/** A list answer with no rows. */
const EMPTY_PAGE = pageOf('HomePage', []);

const spec: EntryListSpec<typeof filterSchema, Row> = {
  title: 'Homes',
  description: 'Homes',
  filterSchema,
  query,
  columns: [{ header: 'Name', cell: (h) => h.name }],
  path: '/homes',
  loadFailed: 'Failed',
  emptyMessage: 'None',
};

describe("a kind's switches on the shared screens", () => {
  it('give the list a checkbox that sends the filter true when ticked and nothing when not', async () => {
    const asked: Record<string, unknown>[] = [];
    server.use(
      graphql.query('Homes', ({ variables }) => {
        asked.push(variables);
        return HttpResponse.json({ data: { page: EMPTY_PAGE } });
      }),
    );
    renderInShell('/homes', <EntryList spec={spec}>{null}</EntryList>);
    const user = userEvent.setup();
    const only = await screen.findByRole('checkbox', { name: 'Pets allowed only' });
    expect(only).not.toBeChecked();
    await waitFor(() => expect(asked[0]).toMatchObject({ filter: { petsAllowed: null } }));
    await user.click(only);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ filter: { petsAllowed: true }, page: 0 }));
    expect(locationQuery().get('petsAllowed')).toBe('true');
    await user.click(screen.getByRole('checkbox', { name: 'Pets allowed only' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ filter: { petsAllowed: null } }));
  });

  it("draws no checkbox for a list whose schema has no switch filter, whatever its kind's switches", async () => {
    server.use(graphql.query('Homes', () => HttpResponse.json({ data: { page: EMPTY_PAGE } })));
    const plain = listSpec({ ...spec, query: HomesQuery, filterSchema: homeListFilters });
    renderInShell('/homes', <EntryList spec={plain}>{null}</EntryList>);
    await screen.findByRole('button', { name: 'Search' });
    expect(screen.queryByRole('checkbox', { name: 'Pets allowed only' })).not.toBeInTheDocument();
  });

  it('give the form a switch and the detail page a row for each, and refuse a screen without them', () => {
    const form = { fields: ['name', 'petsAllowed'], refs: [] } as const;
    const whole = formLayout(form, [field('name', (n) => n), switchFields(HOME_SWITCHES)]);
    // @ts-expect-error: nothing edits `petsAllowed`, so a new home would save its fallback unseen.
    const partial = formLayout(form, [field('name', (n) => n)]);
    expect([whole.spec, partial.spec]).toEqual([form, form]);

    type Shown = { name: string; petsAllowed: boolean };
    const rows = detailRows<Shown>()({ name: (h) => ['Name', h.name], ...switchRows(HOME_SWITCHES) });
    expect(rows({ name: 'Cabin', petsAllowed: true })).toEqual([
      ['Name', 'Cabin'],
      ['Pets Allowed', 'Yes'],
    ]);
    // @ts-expect-error: the page shows no row for `petsAllowed`.
    const missing = detailRows<Shown>()({ name: (h) => ['Name', h.name] });
    expect(missing({ name: 'Cabin', petsAllowed: false })).toEqual([['Name', 'Cabin']]);
  });
});
