/**
 * The mailed link's page: a new password, with the spec's password rules and messages.
 * It works once; every other session of the account ends. A spent link says so, and offers a new one.
 */
import { Card, H1 } from '@blueprintjs/core';
import { useMutation } from '@apollo/client/react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { M } from '@ffc/domain/messages';
import { LABELS } from '@ffc/domain/toasts';
import { resetWithTokenFormSchema } from '@ffc/domain/users';
import { TextField } from '../ui/fields';
import { LinkButton } from '../ui/LinkButton';
import { PageHead } from '../ui/PageHead';
import { SchemaForm } from '../ui/SchemaForm';
import { StateMessage } from '../ui/StateMessage';
import { useState } from 'react';
import { describeFailure, notifyFailure, submissionErrors, toastSuccess } from '../ui/toaster';
import { ResetPasswordWithTokenMutation } from './operations';

interface Values {
  newPassword: string;
  confirmPassword: string;
}

export default function ResetWithTokenPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [reset] = useMutation(ResetPasswordWithTokenMutation);
  const navigate = useNavigate();
  // A link already used or expired: said on the page, with the way to a new one.
  const [spent, setSpent] = useState(!token);
  const onSubmit = async ({ newPassword }: Values) => {
    try {
      await reset({ variables: { token, newPassword } });
    } catch (error) {
      if (describeFailure(error).fieldErrors.some((e) => e.field === 'token')) return setSpent(true);
      return submissionErrors(notifyFailure(LABELS.user, error));
    }
    toastSuccess(M.passwordResetDone);
    void navigate('/login');
    return undefined;
  };
  return (
    <div className="narrow">
      <PageHead title="Choose a New Password" description="Choose a new password with the link you were mailed." />
      <Card>
        {!spent ? (
          <>
            <H1>Choose a New Password</H1>
            <p>Choosing it logs your account out everywhere else.</p>
            <SchemaForm<Values> schema={resetWithTokenFormSchema} onSubmit={onSubmit} submitLabel="Save Password">
              <TextField name="newPassword" label="New Password" type="password" autoComplete="new-password" />
              <TextField name="confirmPassword" label="Confirm Password" type="password" autoComplete="new-password" />
            </SchemaForm>
            <p className="contact-line">
              Link not working?{' '}
              <LinkButton to="/forgot-password" minimal>
                Ask for a new one
              </LinkButton>
            </p>
          </>
        ) : (
          <StateMessage
            as="h1"
            icon="key"
            title={M.resetLinkInvalid}
            action={<LinkButton to="/forgot-password">Ask for a new link</LinkButton>}
          />
        )}
      </Card>
    </div>
  );
}
