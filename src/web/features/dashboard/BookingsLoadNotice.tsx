import { RefreshCw } from 'lucide-react';
import { Button } from '../../components/ui/Button';
import { i18n } from '../../lib/i18n';

/** Said once above the figures, so the rest of the dashboard stays usable. */
export function BookingsLoadNotice({
  onRetry,
  retrying,
}: {
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      <p>{i18n._('dashboard.bookingsLoadFailed')}</p>
      <Button size="sm" variant="secondary" onClick={onRetry} loading={retrying}>
        {!retrying && <RefreshCw aria-hidden="true" className="h-4 w-4" />}
        {i18n._('dashboard.retry')}
      </Button>
    </div>
  );
}
