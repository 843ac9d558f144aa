import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAuth } from '../features/auth';
import { startLiveStream } from '../lib/liveStream';
import { sessionStore } from '../lib/sessionStore';

/** Keeps one live stream open while someone is signed in; each view listens for its events. */
export function LiveUpdates() {
  const auth = useAuth();
  const queryClient = useQueryClient();
  const userId = auth.status === 'signedIn' ? auth.user.id : null;

  useEffect(() => {
    const token = sessionStore.token();
    if (!userId || !token) return;
    return startLiveStream({
      token,
      onResync: () => void queryClient.invalidateQueries(),
    });
  }, [userId, queryClient]);

  return null;
}
