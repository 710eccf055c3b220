/**
 * The list screen every kind shares (spec section 2, Lists): its filters with Search and Reset
 * (ListFilters), the rows that open the detail (EntryRows), the paging and what shows instead of rows
 * (ListPaging), the Add button for logged-in visitors and the login message for anonymous ones. A kind
 * passes its list spec and its filter fields.
 * On a phone the results come first: a search box, the filters behind a "Filters (n)" button, cards,
 * and the map in place of the cards when asked for.
 */
import type { TypedDocumentNode } from '@apollo/client';
import { useState, type ReactNode } from 'react';
import type { z } from 'zod';
import type { GraphqlFilter, ListedKind } from '@ffc/domain/lists';
import { MapPanel, markersOf } from '../map/MapPanel';
import { Paging } from '../ui/Paging';
import { PHONE, useMediaQuery } from '../ui/useMediaQuery';
import { EntryRows, ListNotes, ViewToggle, type Column, type ListView, type Placed } from './EntryRows';
import { ListFilters } from './ListFilters';
import { ListHeader, type ListHead } from './ListPage';
import { NoRows, useListPage } from './ListPaging';
import { useEntryList, type ListAnswer, type ListVariables } from './useEntryList';

export type { Column } from './EntryRows';

/**
 * What a kind's list screen is, as one module constant per kind (`listSpec` checks it): its texts,
 * filters, query and columns. The list query's filter input takes exactly what the filter schema
 * gives, so the address's filters reach the API without a cast.
 */
export interface EntryListSpec<F extends z.ZodObject, Row extends Placed> extends ListHead {
  /** Its filters; a kind's switch filter (`switches.ts` in domain) is drawn as its checkbox among them. */
  filterSchema: F;
  query: TypedDocumentNode<ListAnswer<Row>, ListVariables<GraphqlFilter<z.output<F>>>>;
  columns: readonly Column<Row>[];
  /** The column whose cell is the link to the detail (for keyboard and screen-reader users). */
  linkColumn?: number;
  /** The list's address; a row's detail is `${path}/${id}`. */
  path: string;
  /** Spec section 8's load failure, e.g. 'Failed to get businesses.', or the shared failure text of `label`. */
  loadFailed: string | { label: string };
  emptyMessage: string;
  /** A map of the page's rows that have a position (the located kinds; never people). */
  map?: boolean;
  /**
   * The list whose entries, places and types the search box suggests (the entry kinds; none for tickets and people).
   */
  suggestKind?: ListedKind;
}

/** The filter schema's fields the query's filter input lacks, and the input's fields the schema lacks. */
type FilterMismatch<F extends z.ZodObject, G> =
  Exclude<keyof z.output<F>, keyof G> | Exclude<keyof G, keyof z.output<F>>;

/**
 * A kind's list spec, checked: a filter the schema has and the GraphQL filter input does not (or
 * the other way round) fails to compile, naming it (`filterNotInBoth`), instead of being dropped.
 */
export function listSpec<F extends z.ZodObject, Row extends Placed, G>(
  spec: EntryListSpec<F, Row> & { query: TypedDocumentNode<ListAnswer<Row>, ListVariables<G>> } & ([
      FilterMismatch<F, G>,
    ] extends [never]
      ? unknown
      : { filterNotInBoth: FilterMismatch<F, G> }),
): EntryListSpec<F, Row> {
  return spec;
}

export interface EntryListProps<F extends z.ZodObject, Row extends Placed> {
  spec: EntryListSpec<F, Row>;
  /** The filter fields (they read reference data, so they are elements, not part of the spec). */
  children: ReactNode;
  /** False when the screen's ListPage has drawn the heading already (before this list loaded). */
  header?: boolean;
}

export function EntryList<F extends z.ZodObject, Row extends Placed>({
  spec,
  children: filters,
  header = true,
}: EntryListProps<F, Row>) {
  const { title, filterSchema, columns, linkColumn = 0, path, emptyMessage, map = false, suggestKind } = spec;
  const { params, result } = useEntryList(filterSchema, spec.query);
  const list = useListPage(result, params.page, spec);
  const { page } = list;
  const phone = useMediaQuery(PHONE);
  const [view, setView] = useState<ListView>('list');
  const origin = page?.origin ?? null;
  // "Meets my needs" or "Best for me" asked of someone with no needs at this kind: say where to choose them.
  const readsNeeds = params.filter?.meetsNeeds === true || params.filter?.sort === 'for-me';
  const searchText = typeof params.formValues.searchText === 'string' ? params.formValues.searchText : '';
  const showMap = map && (!phone || view === 'map');
  const showRows = !phone || !map || view === 'list';

  return (
    <>
      {header && <ListHeader head={spec} />}
      <ListFilters
        schema={filterSchema}
        params={params}
        fieldErrors={list.fieldErrors}
        phone={phone}
        title={title}
        searchText={searchText}
        suggestKind={suggestKind ?? null}
        toolbar={map && <ViewToggle view={view} onView={setView} />}
      >
        {filters}
      </ListFilters>
      {!page || page.content.length === 0 ? (
        <NoRows list={list} pageNumber={params.page} goTo={params.goTo} emptyMessage={emptyMessage} />
      ) : (
        <>
          <ListNotes
            correctedSearchText={page.correctedSearchText}
            searchText={searchText}
            needsUnknown={readsNeeds && page.content[0]?.needsTotal === 0}
            origin={origin}
          />
          {showMap && (
            // On a phone the map takes the cards' place, so it takes most of the screen.
            <div className={phone ? 'list-map' : undefined}>
              <MapPanel
                markers={markersOf(page.content, path)}
                origin={origin}
                label={`Map of the ${title.toLowerCase()} on this page`}
              />
            </div>
          )}
          {showRows && (
            <EntryRows
              rows={page.content}
              columns={columns}
              linkColumn={linkColumn}
              path={path}
              title={title}
              phone={phone}
              loading={list.loading}
              measured={origin !== null}
            />
          )}
          <Paging page={page} onPage={params.goTo} />
        </>
      )}
    </>
  );
}
