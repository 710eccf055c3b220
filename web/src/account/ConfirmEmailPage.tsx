/**
 * The mailed confirmation link's page: it confirms the address as it opens (signed in or not) and
 * says so, with the way onward. A used, expired or unknown link says that instead.
 */
import { Card } from '@blueprintjs/core';
import { useMutation } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { M, UI } from '@ffc/domain/messages';
import { SITE_PAGES } from '@ffc/domain/pages';
import { LABELS } from '@ffc/domain/toasts';
import { useSession } from '../session/SessionContext';
import { LinkButton } from '../ui/LinkButton';
import { Loading } from '../ui/Loading';
import { PageHead } from '../ui/PageHead';
import { StateMessage } from '../ui/StateMessage';
import { describeFailure, failureText } from '../ui/toaster';
import { ConfirmEmailMutation } from './operations';

type Outcome =
  { state: 'pending' } | { state: 'confirmed' } | { state: 'spent' } | { state: 'failed'; message: string };

export default function ConfirmEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { currentUser } = useSession();
  const [confirm] = useMutation(ConfirmEmailMutation);
  const [outcome, setOutcome] = useState<Outcome>(token ? { state: 'pending' } : { state: 'spent' });
  // A link works once: the call is made once, even when React runs the effect twice.
  const asked = useRef(false);
  useEffect(() => {
    if (!token || asked.current) return;
    asked.current = true;
    confirm({ variables: { token } }).then(
      () => setOutcome({ state: 'confirmed' }),
      (error: unknown) => {
        const spent = describeFailure(error).fieldErrors.some((e) => e.field === 'token');
        setOutcome(spent ? { state: 'spent' } : { state: 'failed', message: failureText(LABELS.user, error) });
      },
    );
  }, [confirm, token]);

  const onward = currentUser ? (
    <LinkButton to="/profile">{UI.toProfile}</LinkButton>
  ) : (
    <LinkButton to="/login">Login</LinkButton>
  );
  const page = SITE_PAGES.confirmEmail;
  return (
    <div className="narrow">
      <PageHead title={page.title} description={page.description} />
      <Card>
        {outcome.state === 'pending' && <Loading />}
        {outcome.state === 'confirmed' && (
          <StateMessage as="h1" icon="tick-circle" title={M.emailConfirmed} action={onward} />
        )}
        {outcome.state === 'spent' && (
          <StateMessage as="h1" icon="error" title={M.emailConfirmationLinkInvalid} action={onward} />
        )}
        {outcome.state === 'failed' && <StateMessage as="h1" icon="error" title={outcome.message} action={onward} />}
      </Card>
    </div>
  );
}
