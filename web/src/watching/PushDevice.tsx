/**
 * Push on this device, on the notification settings page: the browser is asked for permission only
 * when the person presses "Turn on push on this device" (never on page load); then it subscribes with
 * the site's VAPID key and the subscription is saved. "Turn off" unsubscribes and forgets it.
 */
import { Button, Callout, H2 } from '@blueprintjs/core';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { WATCHING } from '@ffc/domain/watching';
import { notifyFailure } from '../ui/toaster';
import {
  PushPublicKeyQuery,
  PushSubscriptionsQuery,
  SubscribePushMutation,
  UnsubscribePushMutation,
} from './operations';

type PushState = 'unsupported' | 'unknown' | 'on' | 'off' | 'denied';

const supported = () =>
  typeof navigator !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

/** How long turning push on waits for the service worker, which the app registers after its first paint. */
const WORKER_WAIT_MS = 10_000;

/** The site's service worker once it is active; undefined when it is not there within `waitMs`. */
function registration(waitMs: number): Promise<ServiceWorkerRegistration | undefined> {
  return Promise.race([
    navigator.serviceWorker.ready,
    new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), waitMs)),
  ]);
}

/** The key as PushManager.subscribe takes it: the bytes of its base64url text. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const text = atob(base64url.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i += 1) bytes[i] = text.charCodeAt(i);
  return bytes;
}

export function PushDevice() {
  const client = useApolloClient();
  const [subscribePush] = useMutation(SubscribePushMutation);
  const [unsubscribePush] = useMutation(UnsubscribePushMutation);
  const [state, setState] = useState<PushState>(supported() ? 'unknown' : 'unsupported');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!supported()) return;
    let live = true;
    // On only when this browser has a subscription and the site keeps it for this person (not for
    // someone who used the browser before, nor one the push service has since ended).
    const kept = async (endpoint: string) => {
      const { data } = await client.query({ query: PushSubscriptionsQuery, fetchPolicy: 'network-only' });
      return (data?.pushSubscriptions ?? []).some((s) => s.endpoint === endpoint);
    };
    void navigator.serviceWorker
      .getRegistration()
      .then((r) => r?.pushManager.getSubscription())
      .then(async (s) => (s ? kept(s.endpoint) : false))
      .then((on) => live && setState(on ? 'on' : Notification.permission === 'denied' ? 'denied' : 'off'))
      .catch(() => live && setState('off'));
    return () => {
      live = false;
    };
  }, [client]);

  /** Runs a turn on or off with the button busy; a failure is told in a toast. */
  const busyWhile = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      notifyFailure(WATCHING.push.title, error);
    } finally {
      setBusy(false);
    }
  };

  const turnOn = () =>
    busyWhile(async () => {
      // Asked here, after the person chose push: never on page load.
      if ((await Notification.requestPermission()) !== 'granted') {
        setState('denied');
        return;
      }
      const { data } = await client.query({ query: PushPublicKeyQuery, fetchPolicy: 'network-only' });
      const worker = await registration(WORKER_WAIT_MS);
      if (!data?.pushPublicKey || !worker) throw new Error(WATCHING.push.failed);
      const subscription = await worker.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: keyBytes(data.pushPublicKey),
      });
      const { endpoint, expirationTime, keys } = subscription.toJSON();
      await subscribePush({
        variables: {
          subscription: {
            endpoint: endpoint ?? '',
            expirationTime: expirationTime ?? null,
            keys: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' },
          },
        },
      });
      setState('on');
    });

  const turnOff = () =>
    busyWhile(async () => {
      const subscription = await (await registration(WORKER_WAIT_MS))?.pushManager.getSubscription();
      if (subscription) {
        await unsubscribePush({ variables: { endpoint: subscription.endpoint } }).catch(() => undefined);
        await subscription.unsubscribe();
      }
      setState('off');
    });

  const on = state === 'on';
  return (
    <section aria-labelledby="push-device">
      <H2 id="push-device">{WATCHING.push.title}</H2>
      <p>{WATCHING.push.explained}</p>
      {state === 'unsupported' && <Callout>{WATCHING.push.unsupported}</Callout>}
      {state === 'denied' && <Callout intent="warning">{WATCHING.push.denied}</Callout>}
      {/* Always there, so a screen reader hears each change of it. */}
      <p role="status">{on ? WATCHING.push.on : state === 'off' ? WATCHING.push.off : ''}</p>
      {(on || state === 'off' || state === 'denied') && (
        // One button whose words turn with the state: the focus stays on it.
        <Button
          icon={on ? 'notifications-snooze' : 'notifications'}
          loading={busy}
          onClick={() => void (on ? turnOff() : turnOn())}
        >
          {on ? WATCHING.push.turnOff : WATCHING.push.turnOn}
        </Button>
      )}
    </section>
  );
}
