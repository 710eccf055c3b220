/**
 * An entry's "Save to My places": a checkbox for each of the person's lists, ticked when the list
 * holds the entry; ticking saves it there at once, unticking takes it out.
 */
import { Checkbox, H2 } from '@blueprintjs/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { EntryKind } from '@ffc/domain/kinds';
import { MY_PLACES } from '@ffc/domain/myPlaces';
import { SITE_PAGES } from '@ffc/domain/pages';
import { notifyFailure } from '../ui/toaster';
import { AddToUserListMutation, RemoveFromUserListMutation, UserListsQuery } from './operations';

export function SaveToLists({ kind, entryId, signedIn }: { kind: EntryKind; entryId: number; signedIn: boolean }) {
  if (!signedIn)
    return (
      <p className="save-to-lists">
        <Link to="/login">{MY_PLACES.loginToSave}</Link>
      </p>
    );
  return <ListCheckboxes kind={kind} entryId={entryId} />;
}

function ListCheckboxes({ kind, entryId }: { kind: EntryKind; entryId: number }) {
  const variables = { kind, entryId };
  const { data, refetch } = useQuery(UserListsQuery, { variables, fetchPolicy: 'cache-and-network' });
  const [add] = useMutation(AddToUserListMutation);
  const [remove] = useMutation(RemoveFromUserListMutation);
  /** The list being changed: its box waits for the answer. */
  const [busy, setBusy] = useState<number | null>(null);
  const toggle = async (id: number, save: boolean) => {
    setBusy(id);
    try {
      await (save ? add({ variables: { id, ...variables } }) : remove({ variables: { id, ...variables } }));
      await refetch();
    } catch (error) {
      notifyFailure(MY_PLACES.title, error);
    } finally {
      setBusy(null);
    }
  };
  return (
    <section aria-labelledby="save-to-lists" className="save-to-lists">
      <H2 id="save-to-lists">{MY_PLACES.save}</H2>
      {data && (
        <fieldset className="checkbox-group">
          <legend className="bp6-label">{MY_PLACES.savedIn}</legend>
          {data.userLists.map((list) => (
            <Checkbox
              key={list.id}
              name="lists"
              value={String(list.id)}
              checked={list.holds === true}
              disabled={busy === list.id}
              label={list.name}
              onChange={(event) => void toggle(list.id, event.currentTarget.checked)}
            />
          ))}
        </fieldset>
      )}
      <Link to={SITE_PAGES.myPlaces.path}>{MY_PLACES.toMyPlaces}</Link>
    </section>
  );
}
