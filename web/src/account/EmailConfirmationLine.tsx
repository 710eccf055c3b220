/**
 * The own profile's line while the email address is unconfirmed: why it matters, and a button that
 * mails the link again (the API throttles it; the answer, sent or held back, is said beside it).
 */
import { Button, Callout, Intent } from '@blueprintjs/core';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { M } from '@ffc/domain/messages';
import { LABELS } from '@ffc/domain/toasts';
import { describeFailure, notifyFailure } from '../ui/toaster';
import { SendEmailConfirmationMutation } from './operations';

export function EmailConfirmationLine() {
  const [send, { loading }] = useMutation(SendEmailConfirmationMutation);
  const [outcome, setOutcome] = useState<string | null>(null);
  const onClick = async () => {
    setOutcome(null);
    try {
      await send();
      setOutcome(M.emailConfirmationSent);
    } catch (error) {
      // Too soon after the last link: said here, where the person is looking, not as a failure.
      if (describeFailure(error).status === 429) setOutcome(M.emailConfirmationThrottled);
      else notifyFailure(LABELS.user, error);
    }
  };
  return (
    <Callout intent={Intent.WARNING} icon="warning-sign" className="email-confirmation-line">
      <p>{M.emailNotConfirmed}</p>
      <Button onClick={() => void onClick()} loading={loading} intent={Intent.PRIMARY}>
        Send the link again
      </Button>
      <p role="status" className="email-confirmation-outcome">
        {outcome}
      </p>
    </Callout>
  );
}
