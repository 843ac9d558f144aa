import { Link } from 'react-router';
import { earningsTexts } from '../../../shared/earningsTexts';
import { PAYOUT_STATUSES } from '../../../shared/ledger';
import type { AdminPayout } from '../../../shared/schemas/earnings';
import { Button } from '../../components/ui/Button';
import { errorText } from '../../lib/api';
import { formatCurrency, formatDate } from '../../lib/format';
import { toast } from '../../lib/toast';
import { useAdminPayouts, useMarkPayoutPaid } from './api';
import { Badge, PagedList, Row, StatusFilter, useListParams } from './parts';

const t = earningsTexts.admin;

/** Owners' payouts: those of the local provider wait here until an administrator sends them. */
export function PayoutsPage() {
  const list = useListParams();
  const status = list.get('status');
  const payouts = useAdminPayouts(status, list.page);
  return (
    <PagedList
      filters={
        <StatusFilter
          statuses={PAYOUT_STATUSES}
          labels={earningsTexts.payoutStatuses}
          value={status}
          onChange={(next) => list.set({ status: next })}
          className="sm:w-60"
        />
      }
      query={payouts}
      list={list}
      rowsOf={(data) => data.payouts}
      emptyTitle={t.empty}
      renderRow={(payout) => <PayoutRow key={payout.id} payout={payout} />}
    />
  );
}

function PayoutRow({ payout }: { payout: AdminPayout }) {
  const mark = useMarkPayoutPaid();
  const amount = formatCurrency(payout.amount);
  return (
    <Row>
      <div className="min-w-0">
        <p className="font-semibold text-slate-900 tabular-nums">{amount}</p>
        <p className="text-sm text-slate-600">
          {t.owner}:{' '}
          <Link to={`/admin/users/${payout.owner.id}`} className="text-emerald-800 underline">
            {payout.owner.name}
          </Link>
        </p>
        <p className="text-sm text-slate-600">
          {t.requested} {formatDate(payout.createdAt)}
          {payout.paidAt && <> · {t.paidOn(formatDate(payout.paidAt))}</>}
        </p>
      </div>
      <div className="flex shrink-0 flex-wrap items-center gap-2">
        <Badge tone={payout.status === 'paid' ? 'green' : 'amber'}>
          {earningsTexts.payoutStatuses[payout.status]}
        </Badge>
        <Badge tone="slate">{earningsTexts.payoutMethods[payout.method]}</Badge>
        {payout.status === 'requested' && payout.method === 'local' && (
          <Button
            size="sm"
            loading={mark.isPending}
            aria-label={t.markPaidLabel(payout.owner.name, amount)}
            onClick={() =>
              mark.mutate(
                { id: payout.id },
                {
                  onError: (error) =>
                    toast.error(errorText(error, { failed: t.markFailed, thrown: t.markFailed })),
                },
              )
            }
          >
            {mark.isPending ? t.marking : t.markPaid}
          </Button>
        )}
      </div>
    </Row>
  );
}
