import { MessageCircle, PlusCircle, Search } from 'lucide-react';
import { Link } from 'react-router';
import { i18n } from '../../lib/i18n';

export function QuickActions() {
  const actions = [
    {
      to: '/add-item',
      label: i18n._('dashboard.listNewItem'),
      text: i18n._('dashboard.listNewItemHint'),
      Icon: PlusCircle,
    },
    {
      to: '/listings',
      label: i18n._('shell.browse'),
      text: i18n._('dashboard.browseHint'),
      Icon: Search,
    },
    {
      to: '/inbox',
      label: i18n._('shell.messages'),
      text: i18n._('dashboard.messagesHint'),
      Icon: MessageCircle,
    },
  ];
  return (
    <section aria-labelledby="quick-actions-heading">
      <h2 id="quick-actions-heading" className="text-lg font-semibold text-slate-900">
        {i18n._('dashboard.quickActions')}
      </h2>
      <div className="mt-3 grid gap-3 sm:grid-cols-3">
        {actions.map(({ to, label, text, Icon }) => (
          <Link
            key={to}
            to={to}
            className="flex items-center gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition hover:border-emerald-300 hover:shadow"
          >
            <span className="flex h-10 w-10 items-center justify-center rounded-xl bg-emerald-50 text-emerald-700">
              <Icon aria-hidden="true" className="h-5 w-5" />
            </span>
            <span>
              <span className="block font-medium text-slate-900">{label}</span>
              <span className="block text-sm text-slate-500">{text}</span>
            </span>
          </Link>
        ))}
      </div>
    </section>
  );
}
