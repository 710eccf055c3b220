/**
 * Notification settings (/notifications/settings): for each type of change, mail at once, in a daily or
 * weekly digest, or off; the time zone digests keep (the browser's, until the person saves one); and
 * whether the places saved to Safe for me are watched.
 */
import { Card, H1 } from '@blueprintjs/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { SITE_PAGES } from '@ffc/domain/pages';
import {
  EMAIL_CADENCES,
  isNotificationType,
  NOTIFICATION_SETTINGS_DEFAULT,
  notificationSettings,
  NOTIFICATION_TYPES,
  WATCHING,
  type NotificationSettings,
} from '@ffc/domain/watching';
import { RequireLogin } from '../account/RequireLogin';
import { SelectField, SwitchField, TextField } from '../ui/fields';
import { Loading } from '../ui/Loading';
import { PageHead } from '../ui/PageHead';
import { SchemaForm } from '../ui/SchemaForm';
import { submitTo, toastSuccess } from '../ui/toaster';
import { AreaWatches } from './AreaWatches';
import { PushDevice } from './PushDevice';
import { NotificationSettingsQuery, UpdateNotificationSettingsMutation } from './operations';

type SettingsValues = NotificationSettings;

const CADENCE_OPTIONS = EMAIL_CADENCES.map((id) => ({ id, name: WATCHING.settings.cadence[id] }));

/** The zone this browser is in: what a person who never chose one most likely means. */
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

function SettingsForm() {
  const { data } = useQuery(NotificationSettingsQuery, { fetchPolicy: 'network-only' });
  const [update] = useMutation(UpdateNotificationSettingsMutation);
  const saved = data?.notificationSettings;
  if (!saved) return <Loading />;
  const email = { ...NOTIFICATION_SETTINGS_DEFAULT.email };
  for (const { type, cadence } of saved.email) if (isNotificationType(type)) email[type] = cadence;
  const push = { ...NOTIFICATION_SETTINGS_DEFAULT.push };
  for (const { type, on } of saved.push) if (isNotificationType(type)) push[type] = on;
  const initialValues: SettingsValues = {
    email,
    push,
    timeZone: saved.timeZone === NOTIFICATION_SETTINGS_DEFAULT.timeZone ? browserZone() : saved.timeZone,
    watchSafeForMe: saved.watchSafeForMe,
  };
  const onSubmit = (values: SettingsValues) =>
    submitTo(
      WATCHING.settings.title,
      () =>
        update({
          variables: {
            input: {
              email: NOTIFICATION_TYPES.map((type) => ({ type, cadence: values.email[type] })),
              push: NOTIFICATION_TYPES.map((type) => ({ type, on: values.push[type] })),
              timeZone: values.timeZone,
              watchSafeForMe: values.watchSafeForMe,
            },
          },
        }),
      () => toastSuccess(WATCHING.settings.saved),
    );
  return (
    <SchemaForm<SettingsValues>
      schema={notificationSettings}
      onSubmit={onSubmit}
      initialValues={initialValues}
      submitLabel={WATCHING.settings.save}
    >
      <fieldset className="notification-email">
        <legend className="bp6-label">{WATCHING.settings.email}</legend>
        {NOTIFICATION_TYPES.map((type) => (
          <SelectField
            key={type}
            name={`email.${type}`}
            label={WATCHING.settings.types[type]}
            options={CADENCE_OPTIONS}
            placeholder={WATCHING.settings.choose}
          />
        ))}
      </fieldset>
      <fieldset className="notification-push">
        <legend className="bp6-label">{WATCHING.settings.pushColumn}</legend>
        {NOTIFICATION_TYPES.map((type) => (
          <SwitchField key={type} name={`push.${type}`} label={WATCHING.settings.types[type]} />
        ))}
      </fieldset>
      <TextField name="timeZone" label={WATCHING.settings.timeZone} />
      <SwitchField name="watchSafeForMe" label={WATCHING.settings.watchSafeForMe} />
    </SchemaForm>
  );
}

export default function NotificationSettingsPage() {
  return (
    <RequireLogin>
      <PageHead title={WATCHING.settings.title} description={WATCHING.settings.description} />
      <Card>
        <H1>{WATCHING.settings.title}</H1>
        <SettingsForm />
        <PushDevice />
        <AreaWatches />
        <p>
          <Link to={SITE_PAGES.notifications.path} className="standalone-link">
            {WATCHING.title}
          </Link>
        </p>
      </Card>
    </RequireLogin>
  );
}
