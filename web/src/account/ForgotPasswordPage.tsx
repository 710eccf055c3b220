/**
 * Forgot password, logged out: a username or an email address; if an account matches,
 * a single-use link is mailed to it. The answer is the same either way.
 */
import { Callout, Card, H1, Intent } from '@blueprintjs/core';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { M } from '@ffc/domain/messages';
import { LABELS } from '@ffc/domain/toasts';
import { forgotPasswordSchema } from '@ffc/domain/users';
import { TextField } from '../ui/fields';
import { PageHead } from '../ui/PageHead';
import { SchemaForm } from '../ui/SchemaForm';
import { submitTo } from '../ui/toaster';
import { ForgotPasswordMutation } from './operations';

export default function ForgotPasswordPage() {
  const [forgot] = useMutation(ForgotPasswordMutation);
  const [sent, setSent] = useState(false);
  const onSubmit = ({ login }: { login: string }) =>
    submitTo(
      LABELS.user,
      () => forgot({ variables: { login } }),
      () => setSent(true),
    );
  return (
    <div className="narrow">
      <PageHead title="Forgot Password" description="Have a link to choose a new password mailed to you." />
      <Card>
        <H1>Forgot Password</H1>
        {sent ? (
          <Callout intent={Intent.SUCCESS} role="status">
            {M.passwordResetSent}
          </Callout>
        ) : (
          <>
            <p>
              Enter your username or the email address of your account. We will mail a link to choose a new password to
              the account&apos;s address.
            </p>
            <SchemaForm<{ login: string }> schema={forgotPasswordSchema} onSubmit={onSubmit} submitLabel="Send Link">
              <TextField name="login" label="Username or email" autoComplete="username" />
            </SchemaForm>
          </>
        )}
      </Card>
    </div>
  );
}
