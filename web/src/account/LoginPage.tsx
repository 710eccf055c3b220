/** Login (spec section 2): User Login, a profile image, Username, Password, and links to Sign Up and Help. */
import { Card, H1 } from '@blueprintjs/core';
import { useMutation } from '@apollo/client/react';
import { useLocation, useNavigate } from 'react-router-dom';
import { LinkButton } from '../ui/LinkButton';
import { M, UI } from '@ffc/domain/messages';
import { LABELS } from '@ffc/domain/toasts';
import { loginSchema, type LoginPayload } from '@ffc/domain/users';
import { useSession } from '../session/SessionContext';
import { TextField } from '../ui/fields';
import { PageHead } from '../ui/PageHead';
import { SchemaForm } from '../ui/SchemaForm';
import { describeFailure, notifyFailure, toastError, toastSuccess } from '../ui/toaster';
import { LoginMutation } from './operations';
import type { LoginReturn } from './RequireLogin';

/** The `from` of a `LoginReturn` in the router's state, which a history entry may have set to anything. */
const returnPathOf = (state: unknown): LoginReturn['from'] =>
  typeof state === 'object' && state !== null && 'from' in state && typeof state.from === 'string'
    ? state.from
    : undefined;

export default function LoginPage() {
  const [login] = useMutation(LoginMutation);
  const { loggedIn } = useSession();
  const navigate = useNavigate();
  // Sent here by a page that needs a login: go back to it (only a path on this site, never elsewhere).
  const from = returnPathOf(useLocation().state);
  const back = from && from.startsWith('/') && !from.startsWith('//') ? from : '/';

  async function onSubmit(values: LoginPayload) {
    try {
      const { data } = await login({ variables: values });
      if (!data) return;
      loggedIn(data.login);
      toastSuccess(M.loginSuccessful);
      void navigate(back, { replace: true });
    } catch (error) {
      // A wrong password or a lockout says exactly that; anything else gets the shared handler's text.
      const failure = describeFailure(error);
      if ((failure.status === 401 || failure.status === 429) && failure.serverMessage)
        toastError(failure.serverMessage);
      else notifyFailure(LABELS.login, error);
    }
  }

  return (
    <div className="narrow">
      <PageHead title="Login" description="Log in to add entries and write reviews." />
      <Card>
        <H1>User Login</H1>
        <img className="profile-image" src="/profile.svg" alt="Profile" width={96} height={96} />
        <SchemaForm<LoginPayload> schema={loginSchema} onSubmit={onSubmit} submitLabel="Login">
          <TextField name="username" label="Username" autoComplete="username" />
          <TextField name="password" label="Password" type="password" autoComplete="current-password" />
        </SchemaForm>
        <div className="form-actions">
          <LinkButton to="/register">Sign Up</LinkButton>
          <LinkButton to="/help">Help Page</LinkButton>
          <LinkButton to="/forgot-username" minimal>
            Forgot Username?
          </LinkButton>
          <LinkButton to="/forgot-password" minimal>
            {UI.forgotPassword}
          </LinkButton>
        </div>
      </Card>
    </div>
  );
}
