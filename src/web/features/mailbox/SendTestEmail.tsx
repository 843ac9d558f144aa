import { Send } from 'lucide-react';
import { mailboxTexts } from '../../../shared/mailboxTexts';
import { Button } from '../../components/ui/Button';
import { errorText } from '../../lib/api';
import { i18n } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { useAuth } from '../auth';
import { useSendTestEmail } from './api';

const m = mailboxTexts;

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
          onSuccess: ({ to }) => toast.success(m.testQueued(to)),
          onError: (error) =>
            toast.error(
              errorText(error, { failed: m.testFailed, thrown: i18n._('errors.network') }),
            ),
        })
      }
    >
      <Send aria-hidden="true" className="h-4 w-4" />
      {m.sendTest}
    </Button>
  );
}
