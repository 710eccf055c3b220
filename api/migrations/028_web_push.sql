-- Web Push (domain `push.ts`): the browsers a person turned push on in, the pushes to send, and the
-- site's VAPID keys when the environment gives none. A subscription's auth secret and the private
-- key are sealed under a key derived from AUTH_SECRET, as mail bodies are.
CREATE TABLE push_subscriptions (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  endpoint text NOT NULL UNIQUE,
  p256dh text NOT NULL,
  auth text NOT NULL,
  created_date timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX push_subscriptions_user_idx ON push_subscriptions (user_id);

-- When a notification's pushes were queued (or found not wanted); the push job claims the rest.
-- Those written before push existed are settled: nobody had asked for them.
ALTER TABLE notifications ADD COLUMN pushed_at timestamptz;
UPDATE notifications SET pushed_at = now();
CREATE INDEX notifications_unpushed_idx ON notifications (id) WHERE pushed_at IS NULL;

-- One push of one notification to one browser: claimed for a while by the instance sending it
-- (`due_at` moved ahead), retried with growing waits, gone once sent or given up.
CREATE TABLE push_deliveries (
  id bigserial PRIMARY KEY,
  notification_id bigint NOT NULL REFERENCES notifications (id) ON DELETE CASCADE,
  subscription_id integer NOT NULL REFERENCES push_subscriptions (id) ON DELETE CASCADE,
  attempts integer NOT NULL DEFAULT 0,
  due_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX push_deliveries_due_idx ON push_deliveries (due_at);
CREATE INDEX push_deliveries_notification_idx ON push_deliveries (notification_id);
CREATE INDEX push_deliveries_subscription_idx ON push_deliveries (subscription_id);

-- Keys the site made for itself once (the VAPID key pair, when VAPID_* are not set).
CREATE TABLE site_keys (
  name text PRIMARY KEY,
  public_key text NOT NULL,
  private_key text NOT NULL,
  created_date timestamptz NOT NULL DEFAULT now()
);
