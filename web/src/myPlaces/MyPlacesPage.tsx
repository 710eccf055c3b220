/**
 * My places (/my-places): the person's lists (built-in first), one list's places with a map, and
 * what they can do with a list: make one, rename or delete their own, share one by a link.
 */
import { Button, Callout, Card, H1, H2, InputGroup, Intent } from '@blueprintjs/core';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { listNameSchema, MY_PLACES, sharedListPath } from '@ffc/domain/myPlaces';
import { ROAD } from '@ffc/domain/road';
import { formatDay } from '@ffc/domain/text';
import { RequireLogin } from '../account/RequireLogin';
import type { UserListFieldsFragment } from '../gql/graphql';
import { ConfirmButton } from '../ui/ConfirmButton';
import { CopyButton } from '../ui/CopyButton';
import { TextField } from '../ui/fields';
import { Loading } from '../ui/Loading';
import { PageHead } from '../ui/PageHead';
import { SchemaForm } from '../ui/SchemaForm';
import { usePagesAhead } from '../ui/pagesAhead';
import { notifyFailure, submitTo, toastSuccess } from '../ui/toaster';
import {
  CreateUserListMutation,
  DeleteUserListMutation,
  RemoveFromUserListMutation,
  RenameUserListMutation,
  ShareUserListMutation,
  UserListQuery,
  UserListsQuery,
} from './operations';
import { SavedEntries } from './SavedEntries';
import { keepForTheRoad } from './keepForTheRoad';

function MyPlaces() {
  const lists = useQuery(UserListsQuery, { variables: {}, fetchPolicy: 'cache-and-network' });
  const [params, setParams] = useSearchParams();
  const all = lists.data?.userLists ?? [];
  const chosen = all.find((l) => String(l.id) === params.get('list')) ?? all[0];
  const [create] = useMutation(CreateUserListMutation);
  if (!lists.data) return lists.loading ? <Loading /> : <p>{MY_PLACES.loadFailed}</p>;
  const choose = (id: number) => setParams({ list: String(id) });
  return (
    <Card>
      <H1>{MY_PLACES.title}</H1>
      <p>{MY_PLACES.intro}</p>
      <nav aria-label={MY_PLACES.yourLists} className="my-lists">
        <ul>
          {all.map((list) => (
            <li key={list.id}>
              <Link to={`?list=${list.id}`} aria-current={list.id === chosen?.id ? 'page' : undefined}>
                {list.name} ({list.entryCount})
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {/* Keyed by the list: another list starts with no link shown and no rename open. */}
      {chosen && (
        <OneList key={chosen.id} list={chosen} onChanged={() => void lists.refetch()} onDeleted={() => setParams({})} />
      )}
      <section aria-labelledby="new-list" className="new-list">
        <H2 id="new-list">{MY_PLACES.newList}</H2>
        <SchemaForm<{ name?: string }>
          schema={listNameSchema}
          onSubmit={({ name = '' }) =>
            submitTo(
              MY_PLACES.title,
              async () => {
                const made = await create({ variables: { name } });
                await lists.refetch();
                if (made.data) choose(made.data.createUserList.id);
              },
              () => toastSuccess(MY_PLACES.created),
            )
          }
          submitLabel={MY_PLACES.create}
        >
          <TextField name="name" label={MY_PLACES.newListName} />
        </SchemaForm>
      </section>
    </Card>
  );
}

function OneList({
  list,
  onChanged,
  onDeleted,
}: {
  list: UserListFieldsFragment;
  onChanged: () => void;
  onDeleted: () => void;
}) {
  const { data, refetch } = useQuery(UserListQuery, { variables: { id: list.id }, fetchPolicy: 'cache-and-network' });
  const client = useApolloClient();
  const pagesAhead = usePagesAhead();
  const entries = data?.userList?.entries;
  // Online, each place's own page is read ahead: on the road it is there without a connection.
  // What is kept is said for the entries it was kept for, not for the list as it is after a change.
  const [kept, setKept] = useState<{ for: typeof entries; count: number } | null>(null);
  useEffect(() => {
    if (!entries || !navigator.onLine) return;
    const stop = new AbortController();
    void keepForTheRoad(client, entries, pagesAhead, stop.signal)
      .then((count) => {
        if (!stop.signal.aborted) setKept({ for: entries, count });
      })
      .catch(() => undefined);
    return () => stop.abort();
  }, [client, entries, pagesAhead]);
  const [remove] = useMutation(RemoveFromUserListMutation);
  const [rename] = useMutation(RenameUserListMutation);
  const [destroy] = useMutation(DeleteUserListMutation);
  const [share] = useMutation(ShareUserListMutation);
  /** A link just made: shown this once. */
  const [link, setLink] = useState<string | null>(null);
  const [renaming, setRenaming] = useState(false);

  const changed = async () => {
    await refetch();
    onChanged();
  };
  const setShared = async (shared: boolean) => {
    try {
      const answer = await share({ variables: { id: list.id, shared } });
      const token = answer.data?.shareUserList.shareToken;
      setLink(token ? new URL(sharedListPath(token), window.location.origin).href : null);
      await changed();
    } catch (error) {
      notifyFailure(MY_PLACES.title, error);
    }
  };

  return (
    <section aria-labelledby="one-list" className="one-list">
      <H2 id="one-list">{list.name}</H2>
      {data?.userList ? (
        <SavedEntries
          name={list.name}
          entries={data.userList.entries}
          onRemove={(entry) =>
            void remove({ variables: { id: list.id, kind: entry.kind, entryId: entry.id } }).then(
              async () => {
                toastSuccess(MY_PLACES.removed);
                await changed();
              },
              (error: unknown) => notifyFailure(MY_PLACES.title, error),
            )
          }
        />
      ) : (
        <Loading />
      )}
      {/* Mounted empty, then filled: a screen reader announces what a live region gains. */}
      <p role="status" className="kept-for-the-road">
        {entries && kept?.for === entries && kept.count > 0 ? ROAD.keptForTheRoad(kept.count, entries.length) : ''}
      </p>
      <div className="form-actions">
        <Button onClick={() => void setShared(true)}>{list.sharedSince ? MY_PLACES.shareNew : MY_PLACES.share}</Button>
        {list.sharedSince && <Button onClick={() => void setShared(false)}>{MY_PLACES.shareStop}</Button>}
        {!list.builtin && <Button onClick={() => setRenaming(true)}>{MY_PLACES.rename}</Button>}
        {!list.builtin && (
          <ConfirmButton
            confirmLabel={MY_PLACES.delete}
            what={list.name}
            onConfirm={async () => {
              try {
                await destroy({ variables: { id: list.id } });
                onDeleted();
                onChanged();
              } catch (error) {
                notifyFailure(MY_PLACES.title, error);
              }
            }}
          >
            {MY_PLACES.delete}
          </ConfirmButton>
        )}
      </div>
      {list.sharedSince && !link && <p>{MY_PLACES.sharedSince(formatDay(list.sharedSince))}</p>}
      {link && <ShareLink link={link} />}
      {renaming && (
        <SchemaForm<{ name?: string }>
          schema={listNameSchema}
          initialValues={{ name: list.name }}
          onSubmit={({ name = '' }) =>
            submitTo(
              MY_PLACES.title,
              () => rename({ variables: { id: list.id, name } }),
              () => {
                setRenaming(false);
                onChanged();
              },
            )
          }
          submitLabel={MY_PLACES.rename}
        >
          <TextField name="name" label={MY_PLACES.listName} />
        </SchemaForm>
      )}
    </section>
  );
}

/** A share link just made: shown once, with a button to copy it. */
function ShareLink({ link }: { link: string }) {
  return (
    <Callout intent={Intent.PRIMARY} className="share-link">
      <p>{MY_PLACES.shareExplained}</p>
      <InputGroup
        readOnly
        value={link}
        aria-label={MY_PLACES.shareLink}
        onFocus={(event) => event.currentTarget.select()}
      />
      <CopyButton text={link} label={MY_PLACES.copy} copied={MY_PLACES.copied} />
    </Callout>
  );
}

export default function MyPlacesPage() {
  return (
    <RequireLogin>
      <PageHead title={MY_PLACES.title} description={MY_PLACES.description} />
      <MyPlaces />
    </RequireLogin>
  );
}
