/** Sign Up: username, password, email and confirmation; on success, to /login. */
import { Button, Card, H1, Intent } from '@blueprintjs/core';
import { useMutation } from '@apollo/client/react';
import { Form } from 'react-final-form';
import { Link, useNavigate } from 'react-router-dom';
import { formErrors, LABELS, M, MINIMUM_AGE, signupFormSchema } from '@ffc/domain';
import { TextField } from '../ui/fields';
import { PageHead } from '../ui/PageHead';
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
    submitTo(LABELS.signup, () => signup({ variables: { input: { username, password, email } } }), () => {
      toastSuccess(M.registrationSuccessful);
      navigate('/login');
    });

  return (
    <div className="narrow">
      <PageHead title="Sign Up" description="Create an account to add fragrance-free entries and write reviews." />
      <Card>
        <H1>Sign Up</H1>
        <Form<SignupValues>
          onSubmit={onSubmit}
          validate={(values) => formErrors(signupFormSchema, values)}
          render={({ handleSubmit, submitting }) => (
            <form onSubmit={handleSubmit} noValidate>
              <TextField name="username" label="Username" autoComplete="username" />
              <TextField name="email" label="Email" type="email" autoComplete="email" />
              <TextField name="password" label="Password" type="password" autoComplete="new-password" />
              <TextField name="confirmPassword" label="Confirm Password" type="password" autoComplete="new-password" />
              <p>
                By signing up you confirm you are {MINIMUM_AGE} or older and accept the <Link to="/terms">Terms and Conditions</Link>.
              </p>
              <Button type="submit" intent={Intent.PRIMARY} loading={submitting} fill>
                Sign Up
              </Button>
            </form>
          )}
        />
        <div className="form-actions">
          <Link to="/login">Already registered? Login</Link>
        </div>
      </Card>
    </div>
  );
}
