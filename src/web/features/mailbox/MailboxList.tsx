import { Mail } from 'lucide-react';
import { Link } from 'react-router';
import type { MailboxEmailSummary } from '../../../shared/schemas/mailbox';
import { EmptyState } from '../../components/ui/EmptyState';
import { i18n } from '../../lib/i18n';
import { formatMoment } from './api';

/** The mailbox's emails, newest first; the open one is marked as the current page. */
export function MailboxList({
  emails,
  openId,
}: {
  emails: MailboxEmailSummary[];
  openId: string | undefined;
}) {
  if (emails.length === 0) {
    return (
      <EmptyState icon={Mail} title={i18n._('mailbox.empty')}>
        {i18n._('mailbox.emptyHint')}
      </EmptyState>
    );
  }
  return (
    <ul className="divide-y divide-slate-100 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      {emails.map((email) => {
        const open = email.id === openId;
        return (
          <li key={email.id}>
            <Link
              to={`/dev/mailbox/${email.id}`}
              aria-current={open ? 'page' : undefined}
              className={`block px-4 py-3 hover:bg-slate-50 ${open ? 'bg-emerald-50' : ''}`}
            >
              <span className="block truncate font-medium text-slate-900">{email.subject}</span>
              <span className="mt-0.5 block truncate text-sm text-slate-600">{email.to}</span>
              <span className="mt-0.5 block text-xs text-slate-600">
                {formatMoment(email.createdAt)}
                {email.sentAt ? '' : ` · ${i18n._('mailbox.waiting')}`}
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
