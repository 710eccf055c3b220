import type { TypedDocumentNode } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';

/** Saves through a kind's create or update mutation (both aliased `saved`), answering the saved id. */
function useSaveEntry<I, C extends { saved: { id: number } }, U extends { saved: { id: number } }>(
  id: number,
  create: TypedDocumentNode<C, { input: I }>,
  update: TypedDocumentNode<U, { id: number; input: I }>,
): (input: Record<string, unknown>) => Promise<number> {
  const [createEntry] = useMutation(create);
  const [updateEntry] = useMutation(update);
  return async (values) => {
    // The form's values were checked against the kind's domain schema: they are its input.
    const input = values as I;
    const answer = id ? await updateEntry({ variables: { id, input } }) : await createEntry({ variables: { input } });
    return answer.data!.saved.id;
  };
}

/** An edit screen's data: the entry to edit (none when adding, id 0) and its save. */
export function useEntryEditor<L extends { entry: unknown }, I, C extends { saved: { id: number } }, U extends { saved: { id: number } }>(
  id: number,
  load: TypedDocumentNode<L, { id: number }>,
  create: TypedDocumentNode<C, { input: I }>,
  update: TypedDocumentNode<U, { id: number; input: I }>,
) {
  const { data, loading, error } = useQuery(load, { variables: { id }, skip: !id, fetchPolicy: 'network-only' });
  const save = useSaveEntry(id, create, update);
  // Each kind's entry is a plain object of its fields.
  return { entry: data?.entry as Record<string, unknown> | null | undefined, loading, error, save };
}
