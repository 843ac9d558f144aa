/**
 * The admin console's pages, loaded together in one lazy chunk the first time /admin is
 * visited: nothing of the console is in the code every visitor loads.
 */
export { AdminLayout } from './AdminLayout';
export { AuditLogPage } from './AuditLogPage';
export { BookingDetailPage, BookingsPage } from './BookingsPage';
export { ListingsPage } from './ListingsPage';
export { OverviewPage } from './OverviewPage';
export { ReportDetailPage, ReportsPage } from './ReportsPage';
export { UserDetailPage } from './UserDetailPage';
export { UsersPage } from './UsersPage';
