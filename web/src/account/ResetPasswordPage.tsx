/**
 * Reset Password: username, email, new password and confirmation. Administrators use the admin
 * reset (any account) and stay logged in; everyone else is logged out 5 seconds after success.
 */
import { Callout, Card, H1, Intent } from '@blueprintjs/core';
import { useMutation } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { RESET_LOGOUT_DELAY_MS } from '@ffc/domain/limits';
import { M } from '@ffc/domain/messages';
import { LABELS } from '@ffc/domain/toasts';
import { resetPasswordFormSchema } from '@ffc/domain/users';
import { useSession } from '../session/SessionContext';
import { TextField } from '../ui/fields';
import { PageHead } from '../ui/PageHead';
import { SchemaForm } from '../ui/SchemaForm';
import { describeFailure, notifyFailure, submissionErrors, toastError, toastSuccess } from '../ui/toaster';
import { AdminResetPasswordMutation, ResetPasswordMutation } from './operations';

interface ResetValues {
  username: string;
  email: string;
  newPassword: string;
  confirmPassword: string;
}

export default function ResetPasswordPage() {
  const { currentUser, showAdminPage } = useSession();
  const [params] = useSearchParams();
  const [reset] = useMutation(ResetPasswordMutation);
  const [adminReset] = useMutation(AdminResetPasswordMutation);
  const [done, setDone] = useState(false);
  const navigate = useNavigate();

  useEffect(() => {
    if (!done || showAdminPage) return undefined;
    const timer = setTimeout(() => void navigate('/logout'), RESET_LOGOUT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [done, showAdminPage, navigate]);

  if (!currentUser) {
    return (
      <div className="narrow">
        <PageHead title="Reset Password" description="Change your password." />
        <H1>Reset Password</H1>
        <Callout intent={Intent.WARNING}>
          Please <Link to="/login">log in</Link> to change your password. Forgot your username?{' '}
          <Link to="/forgot-username">We can email it to you.</Link>
        </Callout>
      </div>
    );
  }

  async function onSubmit({ username, email, newPassword }: ResetValues) {
    const input = { username, email, newPassword };
    try {
      await (showAdminPage ? adminReset({ variables: { input } }) : reset({ variables: { input } }));
      toastSuccess(M.passwordUpdated);
      setDone(true);
      return undefined;
    } catch (error) {
      const failure = describeFailure(error);
      if (failure.status === 400 && !failure.fieldErrors.length) {
        toastError(M.resetMismatch);
        return { username: M.resetMismatch };
      }
      return submissionErrors(notifyFailure(LABELS.password, error));
    }
  }

  return (
    <div className="narrow">
      <PageHead title="Reset Password" description="Change your password." />
      <Card>
        <H1>Reset Password</H1>
        {showAdminPage && <p>As an administrator you can set the password of any account; you stay logged in.</p>}
        {done ? (
          <Callout intent={Intent.SUCCESS} role="status">
            <p>{M.passwordUpdated}</p>
            {!showAdminPage && <p>{M.resetLogoutNotice}</p>}
          </Callout>
        ) : (
          <SchemaForm<ResetValues>
            schema={resetPasswordFormSchema}
            onSubmit={onSubmit}
            // An administrator arriving from a user's page (/reset?username=…&email=…) resets that account.
            initialValues={
              showAdminPage
                ? { username: params.get('username') ?? '', email: params.get('email') ?? '' }
                : { username: currentUser.username, email: currentUser.email ?? '' }
            }
            submitLabel="Reset Password"
          >
            <TextField name="username" label="Username" autoComplete="username" />
            <TextField name="email" label="Email" type="email" autoComplete="email" />
            <TextField name="newPassword" label="New Password" type="password" autoComplete="new-password" />
            <TextField name="confirmPassword" label="Confirm Password" type="password" autoComplete="new-password" />
          </SchemaForm>
        )}
      </Card>
    </div>
  );
}
