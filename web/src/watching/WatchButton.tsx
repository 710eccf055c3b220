/** A place's "Watch" toggle (`aria-pressed`): the signed-in person hears when the place changes. */
import { Button } from '@blueprintjs/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import type { EntryKind } from '@ffc/domain/kinds';
import { WATCHING } from '@ffc/domain/watching';
import { notifyFailure, toastSuccess } from '../ui/toaster';
import { UnwatchMutation, WatchesQuery, WatchMutation } from './operations';

/** `name`: on a page of many places (My places), the row's place, which names its toggle. */
export function WatchButton({ kind, entryId, name }: { kind: EntryKind; entryId: number; name?: string }) {
  const { data, refetch } = useQuery(WatchesQuery, { fetchPolicy: 'cache-and-network' });
  const [watch] = useMutation(WatchMutation);
  const [unwatch] = useMutation(UnwatchMutation);
  const [busy, setBusy] = useState(false);
  if (!data) return null;
  const watched = data.watches.some((w) => w.kind === kind && w.entryId === entryId);
  const toggle = async () => {
    setBusy(true);
    try {
      await (watched ? unwatch : watch)({ variables: { kind, entryId } });
      await refetch();
      toastSuccess(watched ? WATCHING.unwatched : WATCHING.watched);
    } catch (error) {
      notifyFailure(WATCHING.title, error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      icon="eye-open"
      aria-pressed={watched}
      active={watched}
      disabled={busy}
      title={WATCHING.watchExplained}
      onClick={() => void toggle()}
      className={name ? 'watch-row-button' : 'watch-button'}
      {...(name ? { 'aria-label': WATCHING.watchPlace(name), variant: 'minimal', size: 'small' } : {})}
    >
      {WATCHING.watch}
    </Button>
  );
}
