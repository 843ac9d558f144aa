import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MailboxEmail, MailboxList, MailboxTestEmail } from '../../../shared/schemas/mailbox';
import { api } from '../../lib/api';
import { formatLocale } from '../../lib/locale';

/** Emails arrive from the outbox a moment after the action that sent them: look again often. */
const MAILBOX_POLL_MS = 3_000;

export const mailboxKeys = {
  list: ['dev-mailbox'] as const,
  email: (id: string) => ['dev-mailbox', id] as const,
};

/** Only signed in: the mailbox shows no one's mail to a signed-out visitor. */
export function useMailbox(signedIn: boolean) {
  return useQuery({
    enabled: signedIn,
    queryKey: mailboxKeys.list,
    queryFn: ({ signal }) => api<MailboxList>('/dev/mailbox', { signal }),
    select: (data) => data.emails,
    refetchInterval: MAILBOX_POLL_MS,
    retry: false,
  });
}

export function useMailboxEmail(id: string | undefined) {
  return useQuery({
    queryKey: mailboxKeys.email(id ?? ''),
    queryFn: ({ signal }) =>
      api<{ email: MailboxEmail }>(`/dev/mailbox/${encodeURIComponent(id ?? '')}`, { signal }),
    select: (data) => data.email,
    enabled: Boolean(id),
    retry: false,
  });
}

/** Sends the signed-in person a test email, then looks for it in the list. */
export function useSendTestEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<MailboxTestEmail>('/dev/mailbox/test-email', { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: mailboxKeys.list }),
  });
}

const moment = new Intl.DateTimeFormat(formatLocale, { dateStyle: 'medium', timeStyle: 'short' });

/** When an email was recorded, to the minute: developers look for the one just sent. */
export function formatMoment(isoTimestamp: string): string {
  return moment.format(new Date(isoTimestamp));
}
