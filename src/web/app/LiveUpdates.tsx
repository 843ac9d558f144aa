import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useReducer } from 'react';
import { useAuth } from '../features/auth';
import { useMessagesLive } from '../features/messages/api';
import { useNotificationsLive } from '../features/notifications';
import { sessionRefused } from '../lib/api';
import { startLiveStream } from '../lib/liveStream';
import { sessionStore } from '../lib/sessionStore';

/**
 * Keeps one live stream open while someone is signed in. The counts and lists shown in many
 * places at once are refreshed from here, once per event; a single view listens for its own.
 */
export function LiveUpdates() {
  useMessagesLive();
  useNotificationsLive();
  const auth = useAuth();
  const queryClient = useQueryClient();
  // Renders again after a refusal, so that a token another tab saved meanwhile is picked up.
  const [, streamRefused] = useReducer((refusals: number) => refusals + 1, 0);
  // Read at each render: signing in again (a password reset) keeps the user but not the token,
  // and the stream must carry the session that is current.
  const token = auth.status === 'signedIn' ? sessionStore.token() : null;

  useEffect(() => {
    if (!token) return;
    return startLiveStream({
      token,
      onResync: () => void queryClient.invalidateQueries(),
      onSessionEnded: () => {
        sessionRefused(token);
        streamRefused();
      },
    });
  }, [token, queryClient]);

  return null;
}
