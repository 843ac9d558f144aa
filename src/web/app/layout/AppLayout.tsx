import { Outlet } from 'react-router';
import { AuthProvider } from '../../features/auth/AuthProvider';
import { DisclaimerGate } from '../../features/dashboard/DisclaimerGate';
import { i18n } from '../../lib/i18n';
import { LiveUpdates } from '../LiveUpdates';
import { FocusMainOnNavigation, MAIN_ID } from './FocusMainOnNavigation';
import { Footer } from './Footer';
import { Navbar } from './Navbar';
import { ScrollToTop } from './ScrollToTop';
import { Toasts } from './Toasts';

/** The root route: session, navbar, page and footer. */
export function AppLayout() {
  return (
    <AuthProvider>
      <LiveUpdates />
      <ScrollToTop />
      <FocusMainOnNavigation />
      <div className="flex min-h-screen flex-col">
        <a
          href={`#${MAIN_ID}`}
          className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
        >
          {i18n._('shell.skip')}
        </a>
        <Navbar />
        {/* Focused by script only, where a ring round the whole page would just distract. */}
        <main id={MAIN_ID} tabIndex={-1} className="flex-1 focus:outline-none">
          <Outlet />
        </main>
        <Footer />
      </div>
      <DisclaimerGate />
      <Toasts />
    </AuthProvider>
  );
}
