import type { TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type { z } from 'zod';
import { graphqlFilter, SIGNED_IN_SORTS, type GraphqlFilter } from '@ffc/domain/lists';
import { checkboxOf } from '@ffc/domain/schemaFields';
import type { PageInfo } from '../ui/Paging';
import { useSession } from '../session/SessionContext';
import { useListParams } from './useListParams';

/**
 * The filter without what only a signed-in person may ask ("Meets my needs", "Best for me"): an
 * address shared with someone signed out lists for them what it can, rather than failing.
 */
function forAnyone<T extends object>(schema: z.ZodObject, filter: T): T {
  const kept = { ...filter };
  for (const [name, field] of Object.entries<z.core.$ZodType>(schema.shape))
    if (checkboxOf(field)?.signedIn) Reflect.deleteProperty(kept, name);
  if ('sort' in kept && SIGNED_IN_SORTS.some((sort) => sort === kept.sort)) Reflect.deleteProperty(kept, 'sort');
  return kept;
}

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
  const signedIn = useSession().currentUser !== null;
  const filter = params.filter && (signedIn ? params.filter : forAnyone(schema, params.filter));
  const variables: ListVariables<GraphqlFilter<z.output<F>>> = {
    filter: filter && graphqlFilter(filter),
    page: params.page,
  };
  const { data, loading, error } = useQuery(document, { variables, fetchPolicy: 'cache-and-network' });
  return { params, result: { page: data?.page, loading, error } };
}
