import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useReducer } from 'react';
import { useAuth } from '../features/auth';
import { useMessagesLive } from '../features/messages/unread';
import { useNotificationsLive } from '../features/notifications';
import { useSavedSearchesLive } from '../features/savedSearches/live';
import { api, sessionRefused } from '../lib/api';
import { sessionStore } from '../lib/sessionStore';
import { useAfterFirstPaint } from '../lib/useAfterFirstPaint';

/**
 * Keeps one live stream open while someone is signed in. The counts and lists shown in many
 * places at once are refreshed from here, once per event; a single view listens for its own.
 */
export function LiveUpdates() {
  useMessagesLive();
  useNotificationsLive();
  useSavedSearchesLive();
  const auth = useAuth();
  const queryClient = useQueryClient();
  // Renders again after a refusal, so that a token another tab saved meanwhile is picked up.
  const [, streamRefused] = useReducer((refusals: number) => refusals + 1, 0);
  // Read at each render: signing in again (a password reset) keeps the user but not the token,
  // and the stream must carry the session that is current.
  const token = auth.status === 'signedIn' ? sessionStore.token() : null;
  // The stream's client waits for the page's first content: it is never what a page first shows.
  const painted = useAfterFirstPaint();

  useEffect(() => {
    if (!token || !painted) return;
    let stop: (() => void) | undefined;
    let left = false;
    // The stream's client loads only for someone signed in. Should it fail to arrive, queries
    // fall back to polling, as they do whenever the stream is down.
    import('../lib/liveStream').then(
      ({ startLiveStream }) => {
        if (left) return;
        stop = startLiveStream({
          token,
          onResync: () => void queryClient.invalidateQueries(),
          onSessionEnded: () => {
            // A refused stream carries no words: the session check says why (a suspension's
            // reason), and signs the tab out with them.
            api('/auth/me')
              .catch(() => undefined)
              .finally(() => {
                sessionRefused(token);
                streamRefused();
              });
          },
        });
      },
      () => undefined,
    );
    return () => {
      left = true;
      stop?.();
    };
  }, [token, painted, queryClient]);

  return null;
}
