import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type { z } from 'zod';
import { useListParams } from './useListParams';

/**
 * A list screen's data: the filters and page from the address, and the kind's list query (its
 * answer aliased `page`) run with them.
 */
export function useEntryList<S extends z.ZodObject, R extends { page: unknown }, V extends OperationVariables>(schema: S, document: TypedDocumentNode<R, V>) {
  const params = useListParams(schema);
  // The filter was parsed by the schema the query's filter input mirrors.
  const variables = { filter: params.filter, page: params.page } as unknown as V;
  const { data, loading, error } = useQuery<R, V>(document, { variables, fetchPolicy: 'cache-and-network' } as useQuery.Options<R, V>);
  return { params, result: { page: data?.page as R['page'] | undefined, loading, error } };
}
