import type { TypedDocumentNode } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';

/** A save mutation's answer: the saved entry's id (aliased `saved`). */
export interface Saved {
  saved: { id: number };
}

/** An edit screen's data: the entry to edit (none when adding, id 0) and its save, which answers the saved id. */
export function useEntryEditor<E, I>(
  id: number,
  load: TypedDocumentNode<{ entry: E | null }, { id: number }>,
  create: TypedDocumentNode<Saved, { input: I }>,
  update: TypedDocumentNode<Saved, { id: number; input: I }>,
) {
  const { data, loading, error } = useQuery(load, { variables: { id }, skip: !id, fetchPolicy: 'network-only' });
  const [createEntry] = useMutation(create);
  const [updateEntry] = useMutation(update);
  const save = async (input: I): Promise<number> => {
    const answer = id ? await updateEntry({ variables: { id, input } }) : await createEntry({ variables: { input } });
    return answer.data!.saved.id;
  };
  return { entry: data?.entry, loading, error, save };
}
