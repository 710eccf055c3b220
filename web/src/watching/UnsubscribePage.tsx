/**
 * Stop these emails (/unsubscribe/{token}): the page a notification mail's link opens in a browser. It
 * says which mail the link stops and stops it with one button; a mail program's one-click POST to the
 * same address needs no page (the BFF's unsubscribe route).
 */
import { Button, Callout, Card, H1 } from '@blueprintjs/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { Link, useParams } from 'react-router-dom';
import { SITE_PAGES } from '@ffc/domain/pages';
import { isUnsubscribeTarget, unsubscribeTargetLabel, WATCHING } from '@ffc/domain/watching';
import { Loading } from '../ui/Loading';
import { PageHead } from '../ui/PageHead';
import { UnsubscribeLinkQuery, UnsubscribeMutation } from './operations';

function Unsubscribe({ token }: { token: string }) {
  const link = useQuery(UnsubscribeLinkQuery, { variables: { token } });
  const [stop, stopped] = useMutation(UnsubscribeMutation);
  if (link.loading) return <Loading />;
  const type = link.data?.unsubscribeLink.type;
  if (!type || !isUnsubscribeTarget(type) || stopped.error) return <p role="alert">{WATCHING.unsubscribe.badLink}</p>;
  if (stopped.data)
    return (
      <Callout intent="success" role="status">
        {WATCHING.unsubscribe.done}
      </Callout>
    );
  return (
    <>
      <p>{WATCHING.unsubscribe.explained(unsubscribeTargetLabel(type))}</p>
      <div className="form-actions">
        <Button intent="primary" loading={stopped.loading} onClick={() => void stop({ variables: { token } })}>
          {WATCHING.unsubscribe.button}
        </Button>
      </div>
    </>
  );
}

export default function UnsubscribePage() {
  const { token = '' } = useParams();
  return (
    <Card>
      <PageHead title={WATCHING.unsubscribe.title} description={WATCHING.unsubscribe.description} />
      <H1>{WATCHING.unsubscribe.title}</H1>
      <Unsubscribe token={token} />
      <p>
        <Link to={SITE_PAGES.notificationSettings.path} className="standalone-link">
          {WATCHING.settings.link}
        </Link>
      </p>
    </Card>
  );
}
