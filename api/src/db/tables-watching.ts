/**
 * The tables of watching (`api/src/watching/`): watched places and areas, notifications, how each person
 * hears of them (mail, digests, push), and the rounds' own marks and keys. Part of `TABLES`.
 */
import type { ColumnSpec } from './tables.js';

export const WATCHING_TABLES = {
  area_watches: {
    id: 'integer default',
    user_id: 'integer',
    place: 'text',
    latitude: 'double precision',
    longitude: 'double precision',
    radius_km: 'integer',
    kinds: 'text[]',
    meets_needs: 'boolean default',
    area: 'cube',
    created_date: 'timestamptz default',
  },
  job_marks: {
    name: 'text',
    done_until: 'timestamptz',
  },
  notifications: {
    id: 'bigint default',
    user_id: 'integer',
    type: 'text',
    entry_kind: 'text',
    entry_id: 'integer',
    title: 'text',
    details: 'jsonb default',
    created_date: 'timestamptz default',
    read_date: 'timestamptz null',
    mailed_at: 'timestamptz null',
    pushed_at: 'timestamptz null',
    mail_due_at: 'timestamptz null',
  },
  notification_digests: {
    user_id: 'integer',
    cadence: 'text',
    sent_at: 'timestamptz',
  },
  notification_settings: {
    user_id: 'integer',
    email: 'jsonb default',
    push: 'jsonb default',
    time_zone: 'text default',
    watch_safe_for_me: 'boolean default',
    modified_date: 'timestamptz default',
  },
  push_deliveries: {
    id: 'bigint default',
    notification_id: 'bigint',
    subscription_id: 'integer',
    attempts: 'integer default',
    due_at: 'timestamptz default',
  },
  push_subscriptions: {
    id: 'integer default',
    user_id: 'integer',
    endpoint: 'text',
    p256dh: 'text',
    auth: 'text',
    created_date: 'timestamptz default',
  },
  site_keys: {
    name: 'text',
    public_key: 'text',
    private_key: 'text',
    created_date: 'timestamptz default',
  },
  watches: {
    user_id: 'integer',
    entry_kind: 'text',
    entry_id: 'integer',
    created_date: 'timestamptz default',
  },
} as const satisfies Record<string, Record<string, ColumnSpec>>;
