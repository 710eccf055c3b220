/** Sign Up: username, password, email and confirmation; on success, to /login. */
import { Card, H1 } from '@blueprintjs/core';
import { useMutation } from '@apollo/client/react';
import { Link, useNavigate } from 'react-router-dom';
import { MINIMUM_AGE } from '@ffc/domain/limits';
import { M } from '@ffc/domain/messages';
import { LABELS } from '@ffc/domain/toasts';
import { signupFormSchema } from '@ffc/domain/users';
import { TextField } from '../ui/fields';
import { PageHead } from '../ui/PageHead';
import { SchemaForm } from '../ui/SchemaForm';
import { submitTo, toastSuccess } from '../ui/toaster';
import { SignupMutation } from './operations';

interface SignupValues {
  username: string;
  password: string;
  email: string;
  confirmPassword: string;
}

export default function SignupPage() {
  const [signup] = useMutation(SignupMutation);
  const navigate = useNavigate();

  const onSubmit = ({ username, password, email }: SignupValues) =>
    submitTo(
      LABELS.signup,
      () => signup({ variables: { input: { username, password, email } } }),
      () => {
        toastSuccess(M.registrationSuccessful);
        void navigate('/login');
      },
    );

  return (
    <div className="narrow">
      <PageHead title="Sign Up" description="Create an account to add fragrance-free entries and write reviews." />
      <Card>
        <H1>Sign Up</H1>
        <SchemaForm<SignupValues> schema={signupFormSchema} onSubmit={onSubmit} submitLabel="Sign Up">
          <TextField name="username" label="Username" autoComplete="username" />
          <TextField name="email" label="Email" type="email" autoComplete="email" />
          <TextField name="password" label="Password" type="password" autoComplete="new-password" />
          <TextField name="confirmPassword" label="Confirm Password" type="password" autoComplete="new-password" />
          <p>
            By signing up you confirm you are {MINIMUM_AGE} or older and accept the{' '}
            <Link to="/terms">Terms and Conditions</Link>.
          </p>
        </SchemaForm>
        <div className="form-actions">
          <Link to="/login">Already registered? Login</Link>
        </div>
      </Card>
    </div>
  );
}
