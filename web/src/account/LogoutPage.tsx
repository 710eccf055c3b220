/**
 * /logout: forgets the user and everything kept of them in this browser at once, returns to /, and
 * ends the session on the server, now or, without a connection, as soon as one returns
 * (session/logout.ts). Part of the first page: it works with no network.
 */
import { useApolloClient } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { logOutHere, sendDueLogout } from '../session/logout';
import { useSession } from '../session/SessionContext';
import { Loading } from '../ui/Loading';
import { PageHead } from '../ui/PageHead';

export default function LogoutPage() {
  const client = useApolloClient();
  const { loggedOut } = useSession();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      await logOutHere(client);
      loggedOut();
      void navigate('/', { replace: true });
      void sendDueLogout(client);
    })();
  }, [client, loggedOut, navigate]);

  return (
    <>
      <PageHead title="Logout" description="Logging out." />
      <Loading label="Logging out..." />
    </>
  );
}
