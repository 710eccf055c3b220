/**
 * The list screen every kind shares (spec section 2, Lists): filters with Search and Reset, a table
 * whose rows open the detail, paging, the loading state, the Add button for logged-in visitors and
 * the login message for anonymous ones, and a row's cover photo beside its name. A kind passes its
 * list spec and its filter fields.
 * On a phone the results come first: a search box, the filters behind a "Filters (n)" button, cards,
 * and the map in place of the cards when asked for.
 */
import { Button, ButtonGroup, Card, HTMLTable, Intent } from '@blueprintjs/core';
import type { TypedDocumentNode } from '@apollo/client';
import { useCallback, useDeferredValue, useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import { Loading } from '../ui/Loading';
import { SchemaForm } from '../ui/SchemaForm';
import { describeFailure, failureText, toastError } from '../ui/toaster';
import { pageToUrl } from '@ffc/domain/entries';
import { formatDistance, type DistanceUnit, type GraphqlFilter, type ListedKind } from '@ffc/domain/lists';
import { REPORT, UI } from '@ffc/domain/messages';
import { checkboxOf } from '@ffc/domain/schemaFields';
import { NEEDS_TEXT, needsMetLabel, needsMetText } from '@ffc/domain/needs';
import { SITE_PAGES } from '@ffc/domain/pages';
import { useSession } from '../session/SessionContext';
import { Combobox } from '../ui/Combobox';
import { SwitchField } from '../ui/fields';
import { useDistanceUnit } from '../ui/distanceUnit';
import { MapPanel, markersOf } from '../map/MapPanel';
import { PHONE, useMediaQuery } from '../ui/useMediaQuery';
import { Paging } from '../ui/Paging';
import { useEntryList, type ListAnswer, type ListVariables } from './useEntryList';
import { StateMessage } from '../ui/StateMessage';
import { filtersInUse } from './filtersInUse';
import { ListHeader, type ListHead } from './ListPage';
import type { CoverPhotoFieldsFragment } from '../gql/graphql';
import { RowThumb } from '../photos/RowThumb';
import { useSearchSuggestions } from './useSearchSuggestions';
import { Badge } from '../ui/Badge';

export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
}

/** What a row may carry besides its columns: its position (for the map) and its distance from the list's place. */
interface Placed {
  id: number;
  name?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  distanceKm?: number | null;
  /** Permanently closed: listed only when the filters include closed places, with a tag. */
  closed?: boolean | null;
  /** Its cover photo (none or one), shown as a thumbnail beside its name. */
  photos?: readonly CoverPhotoFieldsFragment[] | null;
  /** How many of the signed-in reader's needs at this kind it meets, of how many ("4 of 5"). */
  needsMet?: number | null;
  needsTotal?: number | null;
}

/** The "Closed" tag beside a closed row's link. */
const closedTag = (row: Placed) =>
  row.closed ? (
    <>
      {' '}
      <Badge intent={Intent.WARNING} className="closed-tag">
        {REPORT.closedTag}
      </Badge>
    </>
  ) : null;

/** The place a list's distances are measured from, as the page answers it. */
interface Origin {
  displayName: string;
  latitude: number;
  longitude: number;
}

/** "Your needs": how many of the reader's needs each row meets, when they have some at this kind. */
const needsColumn: Column<Placed> = {
  header: UI.yourNeeds,
  cell: (row) =>
    row.needsTotal && row.needsMet != null ? (
      <span className="needs-met" title={needsMetLabel(row.needsMet, row.needsTotal)}>
        {needsMetText(row.needsMet, row.needsTotal)}
      </span>
    ) : null,
};

const distanceColumn = (unit: DistanceUnit): Column<Placed> => ({
  header: UI.distance,
  cell: (row) => (row.distanceKm == null ? null : formatDistance(row.distanceKm, unit)),
});

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
  const loadFailed =
    typeof spec.loadFailed === 'string'
      ? spec.loadFailed
      : result.error
        ? failureText(spec.loadFailed.label, result.error)
        : '';
  const rowPath = (row: Row) => `${path}/${row.id}`;
  const navigate = useNavigate();
  const { loading, error } = result;
  // The rows are drawn from a deferred copy of the answer: React draws them as a transition, in
  // slices that leave the phone free to respond, instead of in the one long task the query's
  // update would otherwise be.
  const page = useDeferredValue(result.page);
  const drawing = page !== result.page;
  const phone = useMediaQuery(PHONE);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [view, setView] = useState<'list' | 'map'>('list');
  const filtersId = useId();
  const origin: Origin | null = page?.origin ?? null;
  // Measured from a place: every row says how far it is.
  const unit = useDistanceUnit();
  const withNeeds = page?.content.some((row) => !!row.needsTotal) ?? false;
  const shown: readonly Column<Row>[] = [
    ...columns,
    ...(withNeeds ? [needsColumn] : []),
    ...(origin ? [distanceColumn(unit)] : []),
  ];
  const signedIn = useSession().currentUser !== null;
  // "Meets my needs" or "Best for me" asked of someone with no needs at this kind: say where to choose them.
  const readsNeeds = params.filter?.meetsNeeds === true || params.filter?.sort === 'for-me';
  const failure = useMemo(() => (error ? describeFailure(error) : null), [error]);
  // A filter the server refused (a place it cannot find) is said at that field, not as a failure to load.
  const fieldErrors = useMemo(
    () =>
      failure?.code === 'BAD_REQUEST'
        ? failure.fieldErrors.filter((e) => (e.field.split('.')[0] ?? '') in filterSchema.shape)
        : [],
    [failure, filterSchema],
  );
  const filterRefused = fieldErrors.length > 0;
  // A page past the deepest one we count is refused with its reason; that is not a load failure.
  const pageRefused = !filterRefused && params.page > 0 && failure?.code === 'BAD_REQUEST';
  useEffect(() => {
    if (error && !pageRefused && !filterRefused) toastError(loadFailed);
  }, [error, pageRefused, filterRefused, loadFailed]);

  // Reset: every filter empty, or its default (the ticket list's Active switch stays on).
  const { defaults, blank } = useMemo(() => {
    const defaults: Record<string, unknown> = filterSchema.parse({});
    return {
      defaults,
      blank: Object.fromEntries(Object.keys(filterSchema.shape).map((k) => [k, defaults[k] ?? null])),
    };
  }, [filterSchema]);
  // On a phone the list's text search is a box of its own above the results, not one of the hidden filters.
  const quickSearch = phone && 'searchText' in filterSchema.shape;
  // "As typed" belongs to the search box's text, not to the filters behind the button.
  const inUse = filtersInUse(params.filter, defaults, quickSearch ? ['searchText', 'searchExactly'] : []);
  const searchText = typeof params.formValues.searchText === 'string' ? params.formValues.searchText : '';
  const showMap = map && (!phone || view === 'map');
  // A new text is searched with typo corrections again; the same text keeps "as typed" with other filters.
  const search = useCallback(
    (values: Record<string, unknown>) => {
      const { searchExactly, ...others } = values;
      params.search(searchExactly && values.searchText === params.formValues.searchText ? values : others);
    },
    [params],
  );
  // "Search instead for …": this list's address with the text as typed, from its first page.
  const { search: address } = useLocation();
  const asTyped = new URLSearchParams(address);
  asTyped.set('searchExactly', 'true');
  asTyped.delete('page');
  const showRows = !phone || !map || view === 'list';

  // On a phone the filters stay on the page while closed (hidden), so a choice not yet searched is kept.
  // A filter the server refused opens them, so its message is seen at its field.
  // (State adjusted while rendering, as React advises for state that follows a change of props.)
  const [refusalSeen, setRefusalSeen] = useState(false);
  if (filterRefused !== refusalSeen) {
    setRefusalSeen(filterRefused);
    if (filterRefused) setFiltersOpen(true);
  }
  const filtersShown = !phone || filtersOpen;
  // On a phone the form is drawn the first time it is opened, not with the first results: until
  // then nobody can have chosen anything in it, and drawing every field is most of the screen's work.
  const [formDrawn, setFormDrawn] = useState(filtersShown);
  if (filtersShown && !formDrawn) setFormDrawn(true);
  // The form (every filter field) is the costliest part of the screen to draw: it is drawn again
  // when what it shows changes, not when the rows arrive or the view changes.
  const filterForm = useMemo(
    () => (
      <section aria-label="Filters" className="filters" id={filtersId} hidden={!filtersShown}>
        {formDrawn && (
          <SchemaForm<Record<string, unknown>>
            schema={filterSchema}
            initialValues={params.formValues}
            onSubmit={(values) => {
              search(values);
              // The results are what the phone's screen is for once the filters are chosen.
              setFiltersOpen(false);
            }}
            serverErrors={fieldErrors}
            submitLabel="Search"
            actions={(form) => (
              <Button
                onClick={() => {
                  form.reset(blank);
                  params.search(blank);
                }}
              >
                Reset
              </Button>
            )}
          >
            <div className="filter-fields">
              {filters}
              {Object.entries<z.core.$ZodType>(filterSchema.shape).map(([name, schema]) => {
                const checkbox = checkboxOf(schema);
                return checkbox === undefined || (checkbox.signedIn && !signedIn) ? null : (
                  <SwitchField key={name} name={name} label={checkbox.label} />
                );
              })}
            </div>
          </SchemaForm>
        )}
      </section>
    ),
    [filtersId, filtersShown, formDrawn, filterSchema, params, search, fieldErrors, blank, filters, signedIn],
  );

  return (
    <>
      {header && <ListHeader head={spec} />}
      {phone ? (
        <>
          {quickSearch && (
            <QuickSearch
              title={title}
              searchText={searchText}
              kind={suggestKind ?? null}
              onSearch={(text) => search({ ...params.formValues, searchText: text })}
            />
          )}
          <div className="list-toolbar">
            <Button
              icon="filter"
              aria-expanded={filtersShown}
              aria-controls={filtersId}
              onClick={() => setFiltersOpen(!filtersOpen)}
            >
              {UI.filtersInUse(inUse)}
            </Button>
            {map && (
              <ButtonGroup role="group" aria-label={UI.listOrMap}>
                <Button
                  icon="list"
                  aria-pressed={view === 'list'}
                  active={view === 'list'}
                  onClick={() => setView('list')}
                >
                  {UI.listView}
                </Button>
                <Button icon="map" aria-pressed={view === 'map'} active={view === 'map'} onClick={() => setView('map')}>
                  {UI.mapView}
                </Button>
              </ButtonGroup>
            )}
          </div>
          {filterForm}
        </>
      ) : (
        filterForm
      )}
      {(loading || drawing) && !page ? (
        <Loading />
      ) : !page ? (
        filterRefused ? (
          <StateMessage as="p" icon="search" title={UI.filterRefused} />
        ) : pageRefused ? (
          // Too deep to page through (or not a page at all): say so, and offer the first page.
          <StateMessage
            as="p"
            icon="search"
            title={failure?.serverMessage ?? loadFailed}
            action={<Button onClick={() => params.goTo(0)}>{UI.firstPage}</Button>}
          />
        ) : error ? (
          <StateMessage as="p" icon="error" title={loadFailed} />
        ) : null
      ) : page.content.length === 0 && params.page > 0 && page.totalPages > 0 ? (
        <StateMessage
          as="p"
          icon="search"
          title={UI.noSuchPage(pageToUrl(params.page), pageToUrl(page.totalPages - 1))}
          action={<Button onClick={() => params.goTo(page.totalPages - 1)}>{UI.lastPage}</Button>}
        />
      ) : page.content.length === 0 ? (
        <StateMessage as="p" icon="search" title={emptyMessage} />
      ) : (
        <>
          {page.correctedSearchText && searchText && (
            <p className="list-corrected">
              {UI.correctedSearch(page.correctedSearchText)}.{' '}
              <Link to={{ search: asTyped.toString() }}>{UI.searchInsteadFor(searchText)}</Link>
            </p>
          )}
          {readsNeeds && page.content[0]?.needsTotal === 0 && (
            <p className="list-needs-hint">
              {NEEDS_TEXT.noneHere} <Link to={SITE_PAGES.needs.path}>{NEEDS_TEXT.choose}</Link>
            </p>
          )}
          {origin && (
            <p className="list-origin">
              {UI.distancesFrom(origin.displayName === UI.myLocation ? 'your location' : origin.displayName)}
            </p>
          )}
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
          {!showRows ? null : phone ? (
            // Phones: a card per row, every column in it, nothing to scroll sideways.
            <ul className="entry-cards" aria-busy={loading}>
              {page.content.map((row) => (
                <li key={row.id}>
                  <Card compact className="entry-card">
                    <h2 className="entry-card-title">
                      <Link to={rowPath(row)} className="row-link">
                        <RowThumb photos={row.photos} />
                        {shown[linkColumn]?.cell(row)}
                      </Link>
                      {closedTag(row)}
                    </h2>
                    <dl className="entry-card-details">
                      {shown.map((c, i) =>
                        i === linkColumn ? null : (
                          <div key={c.header}>
                            <dt>{c.header}</dt>
                            <dd>{c.cell(row)}</dd>
                          </div>
                        ),
                      )}
                    </dl>
                  </Card>
                </li>
              ))}
            </ul>
          ) : (
            // A table wider than the window scrolls inside its own box, which keyboards can reach and screen readers
            // name.
            <div className="table-scroll" role="region" aria-label={title} tabIndex={0}>
              <HTMLTable interactive striped className="entry-table" aria-busy={loading}>
                <thead>
                  <tr>
                    {shown.map((c) => (
                      <th key={c.header} scope="col">
                        {c.header}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {page.content.map((row) => (
                    <tr
                      key={row.id}
                      // The name's link navigates by itself; the rest of the row does it for the mouse (one history
                      // entry either way).
                      onClick={({ target }) => {
                        if (!(target instanceof Element && target.closest('a'))) void navigate(rowPath(row));
                      }}
                    >
                      {shown.map((c, i) => (
                        <td key={c.header}>
                          {i === linkColumn ? (
                            <>
                              <Link to={rowPath(row)} className="row-link">
                                <RowThumb photos={row.photos} />
                                {c.cell(row)}
                              </Link>
                              {closedTag(row)}
                            </>
                          ) : (
                            c.cell(row)
                          )}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </HTMLTable>
            </div>
          )}
          <Paging page={page} onPage={params.goTo} />
        </>
      )}
    </>
  );
}

/**
 * The phone's search box above a list's results, with suggestions as one types (for the entry
 * kinds): picking one opens its page, Search (or Enter with none picked) searches the text as typed.
 */
function QuickSearch({
  title,
  searchText,
  kind,
  onSearch,
}: {
  title: string;
  searchText: string;
  kind: ListedKind | null;
  onSearch: (text: string) => void;
}) {
  const [typed, setTyped] = useState(searchText);
  // Reset and Back show what the list was searched for (state adjusted while rendering, as React advises).
  const [searched, setSearched] = useState(searchText);
  if (searched !== searchText) {
    setSearched(searchText);
    setTyped(searchText);
  }
  const suggestions = useSearchSuggestions(typed, kind, kind != null);
  const navigate = useNavigate();
  const id = useId();
  return (
    <form
      role="search"
      className="list-search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(typed);
      }}
    >
      <Combobox
        id={`${id}-search`}
        label={UI.searchList(title)}
        value={typed}
        onChange={setTyped}
        suggestions={suggestions}
        countText={UI.suggestionsFound}
        onPick={(suggestion) => {
          setTyped(suggestion.value);
          if (suggestion.path) void navigate(suggestion.path);
        }}
        inputProps={{
          name: 'searchText',
          leftIcon: 'search',
          'aria-label': UI.searchList(title),
          placeholder: `${UI.searchList(title)}…`,
          fill: true,
        }}
      />
      <Button type="submit" intent={Intent.PRIMARY}>
        Search
      </Button>
    </form>
  );
}
