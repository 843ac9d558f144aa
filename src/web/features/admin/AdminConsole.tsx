import { useRoutes } from 'react-router';
import { AdminLayout } from './AdminLayout';
import { AuditLogPage } from './AuditLogPage';
import { BookingDetailPage, BookingsPage } from './BookingsPage';
import { ClaimsPage } from './ClaimsPage';
import { DeadLettersPage } from './DeadLettersPage';
import { ListingsPage } from './ListingsPage';
import { OverviewPage } from './OverviewPage';
import { PayoutsPage } from './PayoutsPage';
import { ReportDetailPage, ReportsPage } from './ReportsPage';
import { UserDetailPage } from './UserDetailPage';
import { UsersPage } from './UsersPage';

const sections = [
  {
    element: <AdminLayout />,
    children: [
      { index: true, element: <OverviewPage /> },
      { path: 'users', element: <UsersPage /> },
      { path: 'users/:id', element: <UserDetailPage /> },
      { path: 'listings', element: <ListingsPage /> },
      { path: 'bookings', element: <BookingsPage /> },
      { path: 'bookings/:id', element: <BookingDetailPage /> },
      { path: 'reports', element: <ReportsPage /> },
      { path: 'reports/:id', element: <ReportDetailPage /> },
      { path: 'payouts', element: <PayoutsPage /> },
      { path: 'claims', element: <ClaimsPage /> },
      { path: 'dead-letters', element: <DeadLettersPage /> },
      { path: 'audit', element: <AuditLogPage /> },
    ],
  },
];

/**
 * The admin console at /admin/*: its sections are routed here, inside the one lazy chunk that
 * holds all of the console, so that not even their routes weigh on the pages everyone loads.
 */
export function AdminConsole() {
  return useRoutes(sections);
}
