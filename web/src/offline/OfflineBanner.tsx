/** Said at the top of every page while there is no connection: what is shown is as it was when last updated. */
import { Callout } from '@blueprintjs/core';
import { useSyncExternalStore } from 'react';
import { ROAD } from '@ffc/domain/road';
import { formatDayTime } from '@ffc/domain/text';
import { readPersisted } from './persisted';

const subscribe = (changed: () => void) => {
  window.addEventListener('online', changed);
  window.addEventListener('offline', changed);
  return () => {
    window.removeEventListener('online', changed);
    window.removeEventListener('offline', changed);
  };
};

/** Whether the browser says it is online. */
export const useOnline = () =>
  useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );

export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  const saved = readPersisted();
  return (
    <Callout intent="warning" className="offline-banner" role="status">
      {saved ? ROAD.offline(formatDayTime(saved.savedAt)) : ROAD.offlineNothingSaved}
    </Callout>
  );
}
