/**
 * A list's paging: the page of rows it draws, how asking for that page failed (a filter refused, a page
 * too deep, a load failure), and what it says instead of rows (loading, no such page, none found).
 */
import { Button } from '@blueprintjs/core';
import { useDeferredValue, useEffect, useMemo } from 'react';
import type { z } from 'zod';
import { pageToUrl } from '@ffc/domain/entries';
import type { FieldError } from '@ffc/domain/errors';
import { UI } from '@ffc/domain/messages';
import { Loading } from '../ui/Loading';
import { StateMessage } from '../ui/StateMessage';
import { describeFailure, failureText, toastError, type Failure } from '../ui/toaster';
import type { ListAnswer } from './useEntryList';

type Page<Row> = ListAnswer<Row>['page'];

/** A list's page as it is drawn, and what went wrong asking for it. */
export interface ListPage<Row> {
  page: Page<Row> | undefined;
  /** The answer has come and its rows are still being drawn. */
  drawing: boolean;
  loading: boolean;
  error: unknown;
  failure: Failure | null;
  /** The filters the server refused (a place it cannot find), said at their fields. */
  fieldErrors: FieldError[];
  /** A page past the deepest one the server counts, refused with its reason. */
  pageRefused: boolean;
  /** The failure to load, said in a toast and in place of the rows. */
  loadFailed: string;
}

/** The page of rows a list draws, from its query's answer for page `pageNumber` (0-based), and its failures. */
export function useListPage<Row>(
  result: { page: Page<Row> | undefined; loading: boolean; error?: unknown },
  pageNumber: number,
  spec: { filterSchema: z.ZodObject; loadFailed: string | { label: string } },
): ListPage<Row> {
  const { loading, error } = result;
  const { filterSchema } = spec;
  const loadFailed =
    typeof spec.loadFailed === 'string' ? spec.loadFailed : error ? failureText(spec.loadFailed.label, error) : '';
  // The rows are drawn from a deferred copy of the answer: React draws them as a transition, in
  // slices that leave the phone free to respond, instead of in the one long task the query's
  // update would otherwise be.
  const page = useDeferredValue(result.page);
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
  const pageRefused = !filterRefused && pageNumber > 0 && failure?.code === 'BAD_REQUEST';
  useEffect(() => {
    if (error && !pageRefused && !filterRefused) toastError(loadFailed);
  }, [error, pageRefused, filterRefused, loadFailed]);
  return { page, drawing: page !== result.page, loading, error, failure, fieldErrors, pageRefused, loadFailed };
}

/**
 * What a list shows when it has no rows to show: loading, the refused filter or page (offering the first
 * page), the failure to load, a page past the last (offering the last), or the kind's empty message.
 */
export function NoRows<Row>({
  list,
  pageNumber,
  goTo,
  emptyMessage,
}: {
  list: ListPage<Row>;
  pageNumber: number;
  goTo: (page: number) => void;
  emptyMessage: string;
}) {
  const { page, loading, drawing, error, failure, fieldErrors, pageRefused, loadFailed } = list;
  if (!page) {
    if (loading || drawing) return <Loading />;
    if (fieldErrors.length > 0) return <StateMessage as="p" icon="search" title={UI.filterRefused} />;
    if (pageRefused) {
      // Too deep to page through (or not a page at all): say so, and offer the first page.
      return (
        <StateMessage
          as="p"
          icon="search"
          title={failure?.serverMessage ?? loadFailed}
          action={<Button onClick={() => goTo(0)}>{UI.firstPage}</Button>}
        />
      );
    }
    return error ? <StateMessage as="p" icon="error" title={loadFailed} /> : null;
  }
  if (pageNumber > 0 && page.totalPages > 0) {
    return (
      <StateMessage
        as="p"
        icon="search"
        title={UI.noSuchPage(pageToUrl(pageNumber), pageToUrl(page.totalPages - 1))}
        action={<Button onClick={() => goTo(page.totalPages - 1)}>{UI.lastPage}</Button>}
      />
    );
  }
  return <StateMessage as="p" icon="search" title={emptyMessage} />;
}
