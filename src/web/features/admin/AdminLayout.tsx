import { ShieldAlert } from 'lucide-react';
import { Navigate, NavLink, Outlet, useLocation } from 'react-router';
import type { MessageId } from '../../../shared/i18n/messageIds';
import { ButtonLink } from '../../components/ui/Button';
import { PageState } from '../../components/ui/PageState';
import { LoadingScreen } from '../../components/ui/Spinner';
import { i18n } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useAuth } from '../auth';

const sections: readonly { to: string; label: MessageId; end: boolean }[] = [
  { to: '/admin', label: 'admin.overview', end: true },
  { to: '/admin/users', label: 'admin.users', end: false },
  { to: '/admin/listings', label: 'admin.listings', end: false },
  { to: '/admin/bookings', label: 'admin.bookings', end: false },
  { to: '/admin/reports', label: 'admin.reports', end: false },
  { to: '/admin/payouts', label: 'admin.payouts', end: false },
  { to: '/admin/claims', label: 'admin.claims', end: false },
  { to: '/admin/dead-letters', label: 'deadLetters.title', end: false },
  { to: '/admin/audit', label: 'admin.auditLog', end: false },
];

/** Non-administrators are told plainly that the console is not for them. */
export function AdminRefusal() {
  return (
    <PageState
      icon={ShieldAlert}
      iconClassName="text-red-500"
      title={i18n._('admin.refusal.title')}
      message={i18n._('admin.refusal.body')}
      action={<ButtonLink to="/">{i18n._('shell.goHome')}</ButtonLink>}
    />
  );
}

/**
 * The console's frame: signed-out visitors go to sign in, other accounts are refused, and an
 * administrator gets the sections as links (each its own address) above the section's page.
 * The server refuses everyone else on every call; this only spares them a broken screen.
 */
export function AdminLayout() {
  const title = i18n._('admin.title');
  useDocumentTitle(title);
  const auth = useAuth();
  const location = useLocation();
  if (auth.status === 'loading') return <LoadingScreen />;
  if (auth.status === 'signedOut') {
    return <Navigate to="/login" replace state={{ from: location }} />;
  }
  if (auth.user.role !== 'admin') return <AdminRefusal />;

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
      {/* The sections wrap on a phone: every one in sight, none behind a scroll without a cue. */}
      <nav aria-label={title}>
        <ul className="flex flex-wrap gap-x-1 border-b border-slate-200">
          {sections.map((section) => (
            <li key={section.to}>
              <NavLink
                to={section.to}
                end={section.end}
                className={({ isActive }) =>
                  `-mb-px block border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap ${
                    isActive
                      ? 'border-emerald-700 text-emerald-800'
                      : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900'
                  }`
                }
              >
                {i18n._(section.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </div>
  );
}
