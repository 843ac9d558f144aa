import { Send } from 'lucide-react';
import { Button } from '../../components/ui/Button';
import { errorText } from '../../lib/api';
import { i18n } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { useAuth } from '../auth';
import { useSendTestEmail } from './api';

/** For someone signed in: a test email to their own address, to see one arrive. */
export function SendTestEmail() {
  const auth = useAuth();
  const send = useSendTestEmail();
  if (auth.status !== 'signedIn') return null;
  return (
    <Button
      variant="secondary"
      loading={send.isPending}
      onClick={() =>
        send.mutate(undefined, {
          onSuccess: ({ to }) => toast.success(i18n._('mailbox.testQueued', { to })),
          onError: (error) =>
            toast.error(
              errorText(error, {
                failed: i18n._('mailbox.testFailed'),
                thrown: i18n._('errors.network'),
              }),
            ),
        })
      }
    >
      <Send aria-hidden="true" className="h-4 w-4" />
      {i18n._('mailbox.sendTest')}
    </Button>
  );
}
