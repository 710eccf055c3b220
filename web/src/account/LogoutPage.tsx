/** /logout: ends the session on the server, forgets the user and cached data, and returns to /. */
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../session/SessionContext';
import { Loading } from '../ui/Loading';
import { PageHead } from '../ui/PageHead';
import { LogoutMutation } from './operations';

export default function LogoutPage() {
  const [logout] = useMutation(LogoutMutation);
  const client = useApolloClient();
  const { loggedOut } = useSession();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      // Even when the server cannot be reached, this browser forgets the session.
      await logout().catch(() => undefined);
      await client.clearStore();
      loggedOut();
      void navigate('/', { replace: true });
    })();
  }, [logout, client, loggedOut, navigate]);

  return (
    <>
      <PageHead title="Logout" description="Logging out." />
      <Loading label="Logging out..." />
    </>
  );
}
