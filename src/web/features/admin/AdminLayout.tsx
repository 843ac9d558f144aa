import { ShieldAlert } from 'lucide-react';
import { Navigate, NavLink, Outlet, useLocation } from 'react-router';
import { adminTexts } from '../../../shared/adminTexts';
import { deadLetterTexts } from '../../../shared/deadLetterTexts';
import { depositTexts } from '../../../shared/depositTexts';
import { earningsTexts } from '../../../shared/earningsTexts';
import { ButtonLink } from '../../components/ui/Button';
import { PageState } from '../../components/ui/PageState';
import { LoadingScreen } from '../../components/ui/Spinner';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useAuth } from '../auth';

const t = adminTexts.nav;

const sections = [
  { to: '/admin', label: t.tabs.overview, end: true },
  { to: '/admin/users', label: t.tabs.users, end: false },
  { to: '/admin/listings', label: t.tabs.listings, end: false },
  { to: '/admin/bookings', label: t.tabs.bookings, end: false },
  { to: '/admin/reports', label: t.tabs.reports, end: false },
  { to: '/admin/payouts', label: earningsTexts.admin.navLink, end: false },
  { to: '/admin/claims', label: depositTexts.admin.tab, end: false },
  { to: '/admin/dead-letters', label: deadLetterTexts.tab, end: false },
  { to: '/admin/audit', label: t.tabs.audit, end: false },
] as const;

/** Non-administrators are told plainly that the console is not for them. */
export function AdminRefusal() {
  return (
    <PageState
      icon={ShieldAlert}
      iconClassName="text-red-500"
      title={adminTexts.refusal.title}
      message={adminTexts.refusal.body}
      action={<ButtonLink to="/">{adminTexts.refusal.home}</ButtonLink>}
    />
  );
}

/**
 * The console's frame: signed-out visitors go to sign in, other accounts are refused, and an
 * administrator gets the sections as links (each its own address) above the section's page.
 * The server refuses everyone else on every call; this only spares them a broken screen.
 */
export function AdminLayout() {
  useDocumentTitle(t.title);
  const auth = useAuth();
  const location = useLocation();
  if (auth.status === 'loading') return <LoadingScreen />;
  if (auth.status === 'signedOut') {
    return <Navigate to="/login" replace state={{ from: location }} />;
  }
  if (auth.user.role !== 'admin') return <AdminRefusal />;

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold text-slate-900">{t.title}</h1>
      <nav aria-label={t.title} className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
        <ul className="flex min-w-max gap-1 border-b border-slate-200">
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
                {section.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </div>
  );
}
