/**
 * The list screen every kind shares (spec section 2, Lists): filters with Search and Reset, a table
 * whose rows open the detail, paging, the loading state, the Add button for logged-in visitors and
 * the login message for anonymous ones. A kind passes its filters, columns and texts.
 */
import { Button, Callout, H1, HTMLTable, Intent } from '@blueprintjs/core';
import { useEffect, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import { useSession } from '../session/SessionContext';
import { LinkButton } from '../ui/LinkButton';
import { Loading } from '../ui/Loading';
import { PageHead } from '../ui/PageHead';
import { SchemaForm } from '../ui/SchemaForm';
import { describeFailure, toastError } from '../ui/toaster';
import { pageToUrl, UI } from '@ffc/domain';
import { Paging, type PageInfo } from './Paging';
import type { ListParams } from './useListParams';
import { StateMessage } from '../ui/StateMessage';

export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
}

export interface EntryListProps<Row extends { id: number }> {
  title: string;
  description: string;
  filterSchema: z.ZodObject;
  filters: ReactNode;
  params: ListParams<unknown>;
  columns: readonly Column<Row>[];
  /** The column whose cell is the link to the detail (for keyboard and screen-reader users). */
  linkColumn?: number;
  rowPath: (row: Row) => string;
  result: { page: (PageInfo & { content: readonly Row[] }) | undefined; loading: boolean; error: unknown };
  /** Spec section 8's load failure, e.g. 'Failed to get businesses.' */
  loadFailed: string;
  emptyMessage: string;
  add?: { label: string; path: string };
  /** Shown to anonymous visitors instead of the Add button. */
  loginMessage?: string;
  /** A Go Back button beside Add (the social group list has one). */
  goBack?: boolean;
}

export function EntryList<Row extends { id: number }>({
  title,
  description,
  filterSchema,
  filters,
  params,
  columns,
  linkColumn = 0,
  rowPath,
  result,
  loadFailed,
  emptyMessage,
  add,
  loginMessage,
  goBack = false,
}: EntryListProps<Row>) {
  const { currentUser } = useSession();
  const navigate = useNavigate();
  const { page, loading, error } = result;
  // A page past the deepest one we count is refused with its reason; that is not a load failure.
  const pageRefused = !!error && params.page > 0 && describeFailure(error).code === 'BAD_REQUEST';
  useEffect(() => {
    if (error && !pageRefused) toastError(loadFailed);
  }, [error, pageRefused, loadFailed]);

  // Reset: every filter empty, or its default (the ticket list's Active switch stays on).
  const defaults: Record<string, unknown> = filterSchema.parse({});
  const blank = Object.fromEntries(Object.keys(filterSchema.shape).map((k) => [k, defaults[k] ?? null]));

  return (
    <>
      <PageHead title={title} description={description} />
      <div className="list-header">
        <H1>{title}</H1>
        <div className="form-actions">
          {currentUser && add ? (
            <LinkButton to={add.path} intent={Intent.PRIMARY}>
              {add.label}
            </LinkButton>
          ) : null}
          {goBack && <Button onClick={() => void navigate(-1)}>Go Back</Button>}
        </div>
      </div>
      {!currentUser && loginMessage && (
        <Callout intent={Intent.PRIMARY} className="login-message">
          {loginMessage} <Link to="/login">Login</Link>
        </Callout>
      )}
      <section aria-label="Filters" className="filters">
        <SchemaForm<Record<string, unknown>>
          schema={filterSchema}
          initialValues={params.formValues}
          onSubmit={(values) => params.search(values)}
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
          <div className="filter-fields">{filters}</div>
        </SchemaForm>
      </section>
      {loading && !page ? (
        <Loading />
      ) : !page ? (
        pageRefused ? (
          // Too deep to page through (or not a page at all): say so, and offer the first page.
          <StateMessage as="p" icon="search" title={describeFailure(error).serverMessage ?? loadFailed} action={<Button onClick={() => params.goTo(0)}>{UI.firstPage}</Button>} />
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
          <div className="table-scroll">
            <HTMLTable interactive striped className="entry-table" aria-busy={loading}>
              <thead>
                <tr>
                  {columns.map((c) => (
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
                    // The name's link navigates by itself; the rest of the row does it for the mouse (one history entry either way).
                    onClick={(event) => {
                      if (!(event.target as HTMLElement).closest('a')) void navigate(rowPath(row));
                    }}
                  >
                    {columns.map((c, i) => (
                      <td key={c.header}>{i === linkColumn ? <Link to={rowPath(row)}>{c.cell(row)}</Link> : c.cell(row)}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          </div>
          <Paging page={page} onPage={params.goTo} />
        </>
      )}
    </>
  );
}
