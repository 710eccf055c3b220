/** Forgot Username: the username is mailed to the address on file; then to /login. */
import { Card, H1 } from '@blueprintjs/core';
import { useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { M } from '@ffc/domain/messages';
import { LABELS } from '@ffc/domain/toasts';
import { forgotUsernameSchema, type ForgotUsernamePayload } from '@ffc/domain/users';
import { TextField } from '../ui/fields';
import { PageHead } from '../ui/PageHead';
import { SchemaForm } from '../ui/SchemaForm';
import { submitTo, toastSuccess } from '../ui/toaster';
import { ForgotUsernameMutation } from './operations';

export default function ForgotUsernamePage() {
  const [forgot] = useMutation(ForgotUsernameMutation);
  const navigate = useNavigate();

  const onSubmit = ({ email }: ForgotUsernamePayload) =>
    submitTo(
      LABELS.user,
      () => forgot({ variables: { email } }),
      () => {
        toastSuccess(M.usernameSent);
        void navigate('/login');
      },
    );

  return (
    <div className="narrow">
      <PageHead title="Forgot Username" description="Have your username emailed to the address on your account." />
      <Card>
        <H1>Forgot Username</H1>
        <p>Enter the email address of your account and we will send your username to it.</p>
        <SchemaForm<ForgotUsernamePayload>
          schema={forgotUsernameSchema}
          onSubmit={onSubmit}
          submitLabel="Send Username"
        >
          <TextField name="email" label="Email" type="email" autoComplete="email" />
        </SchemaForm>
      </Card>
    </div>
  );
}
