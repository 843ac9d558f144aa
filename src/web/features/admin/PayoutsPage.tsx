import { Link } from 'react-router';
import { PAYOUT_STATUSES } from '../../../shared/ledger';
import type { AdminPayout } from '../../../shared/schemas/earnings';
import { Button } from '../../components/ui/Button';
import { errorText } from '../../lib/api';
import { formatCurrency, formatDate } from '../../lib/format';
import { i18n } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { useAdminPayouts, useMarkPayoutPaid } from './api';
import { Badge, PagedList, Row, Sentence, StatusFilter, useListParams } from './parts';
import { PAYOUT_METHOD_LABELS, PAYOUT_STATUS_LABELS } from './statusLabels';

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
          labels={PAYOUT_STATUS_LABELS}
          value={status}
          onChange={(next) => list.set({ status: next })}
          className="sm:w-60"
        />
      }
      query={payouts}
      list={list}
      rowsOf={(data) => data.payouts}
      emptyTitle={i18n._('earnings.admin.empty')}
      renderRow={(payout) => <PayoutRow key={payout.id} payout={payout} />}
    />
  );
}

function PayoutRow({ payout }: { payout: AdminPayout }) {
  const mark = useMarkPayoutPaid();
  const amount = formatCurrency(payout.amount);
  const markFailed = i18n._('earnings.admin.markFailed');
  return (
    <Row>
      <div className="min-w-0">
        <p className="font-semibold text-slate-900 tabular-nums">{amount}</p>
        <p className="text-sm text-slate-600">
          <Sentence
            id="admin.ownerIs"
            parts={{
              owner: (
                <Link to={`/admin/users/${payout.owner.id}`} className="text-emerald-800 underline">
                  {payout.owner.name}
                </Link>
              ),
            }}
          />
        </p>
        <p className="text-sm text-slate-600">
          {i18n._('admin.payouts.requestedOn', { date: formatDate(payout.createdAt) })}
          {payout.paidAt && (
            <> · {i18n._('earnings.paidOn', { date: formatDate(payout.paidAt) })}</>
          )}
        </p>
      </div>
      <div className="flex shrink-0 flex-wrap items-center gap-2">
        <Badge tone={payout.status === 'paid' ? 'green' : 'amber'}>
          {i18n._(PAYOUT_STATUS_LABELS[payout.status])}
        </Badge>
        <Badge tone="slate">{i18n._(PAYOUT_METHOD_LABELS[payout.method])}</Badge>
        {payout.status === 'requested' && payout.method === 'local' && (
          <Button
            size="sm"
            loading={mark.isPending}
            aria-label={i18n._('earnings.admin.markPaidLabel', {
              owner: payout.owner.name,
              amount,
            })}
            onClick={() =>
              mark.mutate(
                { id: payout.id },
                {
                  onError: (error) =>
                    toast.error(errorText(error, { failed: markFailed, thrown: markFailed })),
                },
              )
            }
          >
            {i18n._(mark.isPending ? 'earnings.admin.marking' : 'earnings.admin.markPaid')}
          </Button>
        )}
      </div>
    </Row>
  );
}
