/**
 * A list's rows: a card per row on a phone, a table row per row wider, each with its cover photo beside
 * its name, the link to its detail; and the notes above them (a corrected search, where to choose one's
 * needs, the place distances are measured from).
 */
import { Button, ButtonGroup, Card, HTMLTable, Intent } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { formatDistance, type DistanceUnit } from '@ffc/domain/lists';
import { REPORT, UI } from '@ffc/domain/messages';
import { NEEDS_TEXT, needsMetLabel, needsMetText } from '@ffc/domain/needs';
import { SITE_PAGES } from '@ffc/domain/pages';
import type { CoverPhotoFieldsFragment } from '../gql/graphql';
import { RowThumb } from '../photos/RowThumb';
import { Badge } from '../ui/Badge';
import { useDistanceUnit } from '../ui/distanceUnit';

export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
}

/** What a row may carry besides its columns: its position (for the map) and its distance from the list's place. */
export interface Placed {
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

/** The place a list's distances are measured from, as the page answers it. */
export interface Origin {
  displayName: string;
  latitude: number;
  longitude: number;
}

/** How a phone shows a list's rows: as cards, or as the map in their place. */
export type ListView = 'list' | 'map';

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

/** What the rows share: the columns shown, which of them links to the detail, and the detail's address. */
interface RowsProps<Row extends Placed> {
  rows: readonly Row[];
  shown: readonly Column<Row>[];
  linkColumn: number;
  rowPath: (row: Row) => string;
  loading: boolean;
}

/** A row's name cell: its cover photo and name as the link to its detail, and the tag of a closed place. */
function RowName<Row extends Placed>({ row, column, to }: { row: Row; column?: Column<Row>; to: string }) {
  return (
    <>
      <Link to={to} className="row-link">
        <RowThumb photos={row.photos} />
        {column?.cell(row)}
      </Link>
      {closedTag(row)}
    </>
  );
}

/** Phones: a card per row, every column in it, nothing to scroll sideways. */
function EntryCards<Row extends Placed>({ rows, shown, linkColumn, rowPath, loading }: RowsProps<Row>) {
  return (
    <ul className="entry-cards" aria-busy={loading}>
      {rows.map((row) => (
        <li key={row.id}>
          <Card compact className="entry-card">
            <h2 className="entry-card-title">
              <RowName row={row} column={shown[linkColumn]} to={rowPath(row)} />
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
  );
}

/** Wider screens: a table, whose rows open their detail when clicked anywhere. */
function EntryTable<Row extends Placed>({
  rows,
  shown,
  linkColumn,
  rowPath,
  loading,
  title,
}: RowsProps<Row> & { title: string }) {
  const navigate = useNavigate();
  // A table wider than the window scrolls inside its own box, which keyboards can reach and screen readers name.
  return (
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
          {rows.map((row) => (
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
                  {i === linkColumn ? <RowName row={row} column={c} to={rowPath(row)} /> : c.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}

/**
 * A page's rows, as cards on a phone and as a table wider: the kind's columns, then "Your needs" when the
 * reader has needs at this kind, then the distance when the list is measured from a place.
 */
export function EntryRows<Row extends Placed>({
  rows,
  columns,
  linkColumn,
  path,
  title,
  phone,
  loading,
  measured,
}: {
  rows: readonly Row[];
  columns: readonly Column<Row>[];
  linkColumn: number;
  /** The list's address; a row's detail is `${path}/${id}`. */
  path: string;
  title: string;
  phone: boolean;
  loading: boolean;
  /** Measured from a place: every row says how far it is. */
  measured: boolean;
}) {
  const unit = useDistanceUnit();
  const withNeeds = rows.some((row) => !!row.needsTotal);
  const shown: readonly Column<Row>[] = [
    ...columns,
    ...(withNeeds ? [needsColumn] : []),
    ...(measured ? [distanceColumn(unit)] : []),
  ];
  const rowPath = (row: Row) => `${path}/${row.id}`;
  const props = { rows, shown, linkColumn, rowPath, loading };
  return phone ? <EntryCards {...props} /> : <EntryTable {...props} title={title} />;
}

/**
 * The notes above a page's rows: what a corrected search showed (with the search as typed), where to choose
 * one's needs when the list reads them and there are none, and the place distances are measured from.
 */
export function ListNotes({
  correctedSearchText,
  searchText,
  needsUnknown,
  origin,
}: {
  correctedSearchText?: string | null;
  searchText: string;
  /** "Meets my needs" or "Best for me" asked of someone with no needs at this kind. */
  needsUnknown: boolean;
  origin: Origin | null;
}) {
  // "Search instead for …": this list's address with the text as typed, from its first page.
  const { search: address } = useLocation();
  const asTyped = new URLSearchParams(address);
  asTyped.set('searchExactly', 'true');
  asTyped.delete('page');
  return (
    <>
      {correctedSearchText && searchText && (
        <p className="list-corrected">
          {UI.correctedSearch(correctedSearchText)}.{' '}
          <Link to={{ search: asTyped.toString() }}>{UI.searchInsteadFor(searchText)}</Link>
        </p>
      )}
      {needsUnknown && (
        <p className="list-needs-hint">
          {NEEDS_TEXT.noneHere} <Link to={SITE_PAGES.needs.path}>{NEEDS_TEXT.choose}</Link>
        </p>
      )}
      {origin && (
        <p className="list-origin">
          {UI.distancesFrom(origin.displayName === UI.myLocation ? 'your location' : origin.displayName)}
        </p>
      )}
    </>
  );
}

/** The phone's choice between the rows, as cards, and the map of them. */
export function ViewToggle({ view, onView }: { view: ListView; onView: (view: ListView) => void }) {
  return (
    <ButtonGroup role="group" aria-label={UI.listOrMap}>
      <Button icon="list" aria-pressed={view === 'list'} active={view === 'list'} onClick={() => onView('list')}>
        {UI.listView}
      </Button>
      <Button icon="map" aria-pressed={view === 'map'} active={view === 'map'} onClick={() => onView('map')}>
        {UI.mapView}
      </Button>
    </ButtonGroup>
  );
}
