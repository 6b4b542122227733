// Logout (docs/product.md logout-user): takes this browser's web push subscription back, tells the
// server, clears all local storage, goes to /login.
import { useCallback } from 'react';
import { useAtomValue } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { useGraphqlClient } from '../lib/graphql.js';
import { rest } from '../lib/rest.js';
import { deviceDescription } from '../lib/device.js';
import { notify } from '../lib/toast.js';
import { credentialsAtom } from '../stores/session.js';
import { releaseBrowserPush } from './browser-push.js';
import { useClearSession } from './user-data.js';

export function useLogout() {
  const credentials = useAtomValue(credentialsAtom);
  const clearSession = useClearSession();
  const navigate = useNavigate();
  const client = useGraphqlClient();
  return useCallback(async () => {
    if (credentials) {
      await releaseBrowserPush(client);
      try {
        await rest.POST('/api/logout-user', {
          token: credentials.token,
          body: { userId: credentials.userId, device: deviceDescription() },
        });
      } catch (e) {
        // docs/product.md: a logout failure is shown; the local session is cleared all the same, so a
        // reader is never stuck signed in on this device.
        notify.failure(e);
      }
    }
    clearSession();
    navigate('/login');
  }, [credentials, client, clearSession, navigate]);
}
