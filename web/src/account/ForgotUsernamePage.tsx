/** Forgot Username: the username is mailed to the address on file; then to /login. */
import { Button, Card, H1, Intent } from '@blueprintjs/core';
import { useMutation } from '@apollo/client/react';
import { Form } from 'react-final-form';
import { useNavigate } from 'react-router-dom';
import { forgotUsernameSchema, formErrors, LABELS, M, type ForgotUsernamePayload } from '@ffc/domain';
import { TextField } from '../ui/fields';
import { PageHead } from '../ui/PageHead';
import { submitTo, toastSuccess } from '../ui/toaster';
import { ForgotUsernameMutation } from './operations';

export default function ForgotUsernamePage() {
  const [forgot] = useMutation(ForgotUsernameMutation);
  const navigate = useNavigate();

  const onSubmit = ({ email }: ForgotUsernamePayload) =>
    submitTo(LABELS.user, () => forgot({ variables: { email } }), () => {
      toastSuccess(M.usernameSent);
      navigate('/login');
    });

  return (
    <div className="narrow">
      <PageHead title="Forgot Username" description="Have your username emailed to the address on your account." />
      <Card>
        <H1>Forgot Username</H1>
        <p>Enter the email address of your account and we will send your username to it.</p>
        <Form<ForgotUsernamePayload>
          onSubmit={onSubmit}
          validate={(values) => formErrors(forgotUsernameSchema, values)}
          render={({ handleSubmit, submitting }) => (
            <form onSubmit={handleSubmit} noValidate>
              <TextField name="email" label="Email" type="email" autoComplete="email" />
              <Button type="submit" intent={Intent.PRIMARY} loading={submitting} fill>
                Send Username
              </Button>
            </form>
          )}
        />
      </Card>
    </div>
  );
}
