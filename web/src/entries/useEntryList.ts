import type { TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type { z } from 'zod';
import { graphqlFilter, type GraphqlFilter } from '@ffc/domain/lists';
import type { PageInfo } from '../ui/Paging';
import { useListParams } from './useListParams';

/** A list query's answer: a page of rows (aliased `page`). */
export interface ListAnswer<Row> {
  page: PageInfo & {
    content: readonly Row[];
    /** The place distances are measured from (located kinds, with `near`). */
    origin?: { displayName: string; latitude: number; longitude: number } | null;
    /** What the rows answer when the search needed typo corrections (the entry kinds' lists). */
    correctedSearchText?: string | null;
  };
}

/**
 * A list query's variables: the filter as the kind's filter schema gives it (its sort by GraphQL's
 * name), and the 0-based page.
 */
export interface ListVariables<Filter> {
  filter?: Filter | null;
  page?: number | null;
}

/**
 * A list screen's data: the filters and page from the address, and the kind's list query (its
 * answer aliased `page`) run with them.
 */
export function useEntryList<F extends z.ZodObject, Row>(
  schema: F,
  document: TypedDocumentNode<ListAnswer<Row>, ListVariables<GraphqlFilter<z.output<F>>>>,
) {
  const params = useListParams(schema);
  const variables: ListVariables<GraphqlFilter<z.output<F>>> = {
    filter: params.filter && graphqlFilter(params.filter),
    page: params.page,
  };
  const { data, loading, error } = useQuery(document, { variables, fetchPolicy: 'cache-and-network' });
  return { params, result: { page: data?.page, loading, error } };
}
