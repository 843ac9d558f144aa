import { useLocation, useSearchParams } from 'react-router';
import { dashboardFigures } from '../../../shared/dashboard';
import type { MessageId } from '../../../shared/i18n/messageIds';
import { displayName } from '../../../shared/people';
import type { PrivateUser } from '../../../shared/schemas/users';
import { Alert } from '../../components/ui/Alert';
import { ButtonLink } from '../../components/ui/Button';
import { SignInRequired } from '../../components/ui/SignInRequired';
import { LoadingScreen } from '../../components/ui/Spinner';
import { Tabs } from '../../components/ui/Tabs';
import { i18n } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useAuth } from '../auth';
import { useYearTotals } from '../earnings';
import { useMyItems } from '../items';
import { BookingsLoadNotice } from './BookingsLoadNotice';
import { BookingsTab } from './BookingsTab';
import { useDashboardBookings } from './bookingsApi';
import { DisclaimerPanel } from './DisclaimerPanel';
import { MyItemsTab } from './MyItemsTab';
import { QuickActions } from './QuickActions';
import { RecentActivity } from './RecentActivity';
import { StatCards } from './StatCards';

const TABS = [
  { id: 'overview', label: 'dashboard.tab.overview' },
  { id: 'bookings', label: 'bookings.myBookings' },
  { id: 'incoming', label: 'dashboard.tab.incoming' },
  { id: 'items', label: 'shell.myItems' },
] as const satisfies readonly { id: string; label: MessageId }[];

export function DashboardPage() {
  const auth = useAuth();
  useDocumentTitle(i18n._('shell.dashboard'));
  if (auth.status === 'loading') return <LoadingScreen />;
  if (auth.status === 'signedOut') {
    return (
      <SignInRequired
        title={i18n._('dashboard.signInTitle')}
        message={i18n._('dashboard.signInMessage')}
      />
    );
  }
  return <Dashboard user={auth.user} />;
}

function Dashboard({ user }: { user: PrivateUser }) {
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const isWelcome = (location.state as { welcome?: boolean } | null)?.welcome === true;
  const selectedIndex = Math.max(
    0,
    TABS.findIndex((tab) => tab.id === searchParams.get('tab')),
  );

  const myItems = useMyItems(true);
  const items = myItems.data ?? [];
  const bookings = useDashboardBookings();
  const figures = dashboardFigures(bookings.asRenter, bookings.asOwner, items.length);
  const yearTotals = useYearTotals();

  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-8 sm:px-6 lg:px-8">
      {isWelcome && (
        <Alert tone="success">{i18n._('dashboard.welcome', { name: displayName(user) })}</Alert>
      )}
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold text-slate-900">{i18n._('shell.dashboard')}</h1>
          {/* A new account is welcomed above, not welcomed back. */}
          {!isWelcome && (
            <p className="mt-1 text-slate-600">
              {i18n._('dashboard.welcomeBack', { name: displayName(user) })}
            </p>
          )}
        </div>
        <ButtonLink to="/add-item">{i18n._('dashboard.listNewItem')}</ButtonLink>
      </header>

      {bookings.failed && (
        <BookingsLoadNotice onRetry={bookings.retry} retrying={bookings.retrying} />
      )}

      <StatCards
        figures={figures}
        figuresLoading={bookings.renterLoading || bookings.ownerLoading || myItems.isPending}
        totals={yearTotals.data}
        totalsLoading={yearTotals.isPending}
      />

      <Tabs
        labels={TABS.map((tab) => i18n._(tab.label))}
        selectedIndex={selectedIndex}
        onChange={(index) =>
          setSearchParams({ tab: TABS[index]?.id ?? 'overview' }, { replace: true })
        }
        // The tabs wrap on a phone: every one in sight, none behind a scroll without a cue.
        listClassName="flex flex-wrap gap-x-1 border-b border-slate-200"
        tabClassName="shrink-0 border-b-2 border-transparent px-4 py-2.5 text-sm font-medium whitespace-nowrap text-slate-600 hover:text-slate-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600 aria-selected:border-emerald-700 aria-selected:text-emerald-800"
        panelClassName="mt-6"
        panel={(index) => {
          switch (TABS[index]?.id) {
            case 'bookings':
              return (
                <BookingsTab
                  bookings={bookings.asRenter}
                  direction="renting"
                  loading={bookings.renterLoading}
                  more={bookings.renterMore}
                />
              );
            case 'incoming':
              return (
                <BookingsTab
                  bookings={bookings.asOwner}
                  direction="lending"
                  loading={bookings.ownerLoading}
                  more={bookings.ownerMore}
                />
              );
            case 'items':
              return <MyItemsTab items={items} loading={myItems.isPending} />;
            default:
              return (
                <div className="space-y-8">
                  <DisclaimerPanel />
                  <QuickActions />
                  <RecentActivity
                    asRenter={bookings.asRenter}
                    asOwner={bookings.asOwner}
                    loading={bookings.renterLoading || bookings.ownerLoading}
                  />
                </div>
              );
          }
        }}
      />
    </div>
  );
}
