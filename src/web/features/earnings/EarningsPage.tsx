import { Banknote, Clock, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { Earnings, EarningsEntry, Payout } from '../../../shared/schemas/earnings';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { QueryList } from '../../components/ui/QueryList';
import { errorText } from '../../lib/api';
import { formatCurrency, formatDate } from '../../lib/format';
import { i18n } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import {
  useConnectStripe,
  useEarnings,
  useEarningsEntries,
  usePayouts,
  useRequestPayout,
} from './api';
import { LEDGER_KIND_LABELS, PAYOUT_STATUS_LABELS } from './labels';

/** /earnings: balances, what made them, payouts, and the way to be paid. */
export function EarningsPage() {
  const title = i18n._('shell.earnings');
  const loadFailed = i18n._('earnings.loadFailed');
  const retry = i18n._('errors.retry');
  useDocumentTitle(title);
  const earnings = useEarnings();
  const payouts = usePayouts();
  const entries = useEarningsEntries();
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 lg:py-10">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
      <p className="mt-2 max-w-2xl text-slate-600">{i18n._('earnings.intro')}</p>
      {earnings.isError ? (
        <div className="mt-6 space-y-3">
          <Alert tone="error">{loadFailed}</Alert>
          <Button variant="secondary" onClick={() => earnings.refetch()}>
            {retry}
          </Button>
        </div>
      ) : (
        earnings.data && <Balances earnings={earnings.data} />
      )}

      <Section id="earnings-activity" title={i18n._('earnings.entriesTitle')}>
        <QueryList
          query={entries}
          placeholders={{ count: 3, rowClassName: 'h-14' }}
          loadFailed={loadFailed}
          retry={retry}
          empty={
            <EmptyState icon={Wallet} title={i18n._('earnings.entriesTitle')}>
              <p>{i18n._('earnings.entriesEmpty')}</p>
            </EmptyState>
          }
        >
          {(rows) => <EntryList entries={rows} />}
        </QueryList>
      </Section>

      <Section id="earnings-payouts" title={i18n._('earnings.payoutsTitle')}>
        <QueryList
          query={payouts}
          placeholders={{ count: 2, rowClassName: 'h-14' }}
          loadFailed={loadFailed}
          retry={retry}
          empty={<p className="text-sm text-slate-600">{i18n._('earnings.payoutsEmpty')}</p>}
        >
          {(rows) => <PayoutList payouts={rows} />}
        </QueryList>
      </Section>
    </div>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function Balances({ earnings }: { earnings: Earnings }) {
  return (
    <div className="mt-6 space-y-4">
      <div className="rounded-xl border border-slate-200 bg-white px-5 py-4 shadow-sm">
        <p
          className="text-lg font-semibold text-slate-900 tabular-nums"
          data-testid="earned-this-year"
        >
          {i18n._('earnings.earnedThisYear', {
            year: earnings.year,
            amount: formatCurrency(earnings.earned_this_year),
          })}
        </p>
        <p className="mt-1 text-sm text-slate-600">{i18n._('earnings.earnedThisYearHint')}</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <BalanceCard
          testId="balance-pending"
          icon={Clock}
          label={i18n._('earnings.pending')}
          hint={i18n._('earnings.pendingHint')}
          amount={earnings.pending}
        />
        <BalanceCard
          testId="balance-available"
          icon={Banknote}
          label={i18n._('earnings.available')}
          hint={i18n._('earnings.availableHint')}
          amount={earnings.available}
          strong
        />
      </div>
      <PayoutAction earnings={earnings} />
    </div>
  );
}

function BalanceCard(props: {
  testId: string;
  icon: typeof Clock;
  label: string;
  hint: string;
  amount: number;
  strong?: boolean;
}) {
  const Icon = props.icon;
  return (
    <div
      className={`rounded-xl border p-5 shadow-sm ${props.strong ? 'border-emerald-200 bg-emerald-50' : 'border-slate-200 bg-white'}`}
      data-testid={props.testId}
    >
      <p className="flex items-center gap-2 text-sm font-medium text-slate-700">
        <Icon aria-hidden="true" className="h-4 w-4" />
        {props.label}
      </p>
      <p className="mt-2 text-3xl font-bold text-slate-900 tabular-nums">
        {formatCurrency(props.amount)}
      </p>
      <p className="mt-1 text-sm text-slate-600">{props.hint}</p>
    </div>
  );
}

function PayoutAction({ earnings }: { earnings: Earnings }) {
  const [params] = useSearchParams();
  const request = useRequestPayout();
  const connect = useConnectStripe();
  const account = earnings.stripe_account;
  if (earnings.payout_method === 'stripe' && !account?.payouts_enabled) {
    const back = params.get('stripe') === 'return' || account?.connected;
    return (
      <PayoutBox
        hint={i18n._(back ? 'earnings.connectPending' : 'earnings.connectHint')}
        button={
          <Button
            className="shrink-0"
            loading={connect.isPending}
            onClick={() =>
              connect.mutate(undefined, {
                onError: (error) => {
                  const failed = i18n._('earnings.connectFailed');
                  toast.error(errorText(error, { failed, thrown: failed }));
                },
              })
            }
          >
            {i18n._(connect.isPending ? 'earnings.connecting' : 'earnings.connectStripe')}
          </Button>
        }
      />
    );
  }
  return (
    <PayoutBox
      hint={i18n._(
        earnings.payout_method === 'local' ? 'earnings.localPayoutHint' : 'earnings.availableHint',
      )}
      button={
        <Button
          className="shrink-0"
          disabled={earnings.available <= 0}
          loading={request.isPending}
          onClick={() =>
            request.mutate(undefined, {
              onSuccess: () => toast.success(i18n._('earnings.payoutRequested')),
              onError: (error) => {
                const failed = i18n._('earnings.payoutFailed');
                toast.error(errorText(error, { failed, thrown: failed }));
              },
            })
          }
        >
          {i18n._(request.isPending ? 'earnings.requesting' : 'earnings.requestPayout')}
        </Button>
      }
    />
  );
}

function PayoutBox({ hint, button }: { hint: string; button: ReactNode }) {
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-slate-700">{hint}</p>
      {button}
    </div>
  );
}

function Amount({ amount }: { amount: number }) {
  return (
    <span
      className={`font-semibold tabular-nums ${amount < 0 ? 'text-slate-700' : 'text-emerald-800'}`}
    >
      {amount > 0 ? '+' : ''}
      {formatCurrency(amount)}
    </span>
  );
}

function EntryList({ entries }: { entries: readonly EarningsEntry[] }) {
  return (
    <div className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <div
        aria-hidden="true"
        className="hidden grid-cols-[8rem_1fr_12rem_7rem] gap-4 border-b border-slate-200 bg-slate-50 px-5 py-2 text-xs font-semibold tracking-wide text-slate-600 uppercase sm:grid"
      >
        <span>{i18n._('earnings.date')}</span>
        <span>{i18n._('earnings.booking')}</span>
        <span>{i18n._('earnings.kind')}</span>
        <span className="text-right">{i18n._('earnings.amount')}</span>
      </div>
      <ul className="divide-y divide-slate-100">
        {entries.map((entry) => (
          <li
            key={entry.id}
            data-testid="earnings-entry"
            className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 px-4 py-3 sm:grid-cols-[8rem_1fr_12rem_7rem] sm:items-center sm:px-5"
          >
            <span className="col-start-1 text-sm text-slate-600 sm:col-auto">
              {formatDate(entry.created_at)}
            </span>
            <span className="col-start-1 min-w-0 font-medium break-words text-slate-900 sm:col-auto">
              {entry.booking?.item_title ?? i18n._(LEDGER_KIND_LABELS[entry.kind])}
            </span>
            <span className="col-start-1 text-sm text-slate-600 sm:col-auto">
              {i18n._(LEDGER_KIND_LABELS[entry.kind])}
              {entry.pending && (
                <span className="mt-0.5 block text-xs text-amber-700">
                  {i18n._('earnings.pendingUntil', { date: formatDate(entry.available_at) })}
                </span>
              )}
            </span>
            <span className="col-start-2 row-span-3 row-start-1 self-center text-right sm:col-auto sm:row-auto">
              <Amount amount={entry.amount} />
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

const statusTones: Record<Payout['status'], string> = {
  requested: 'bg-amber-100 text-amber-900',
  paid: 'bg-emerald-100 text-emerald-900',
};

function PayoutList({ payouts }: { payouts: readonly Payout[] }) {
  return (
    <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white shadow-sm">
      {payouts.map((payout) => (
        <li
          key={payout.id}
          data-testid="payout"
          className="flex items-center justify-between gap-4 px-4 py-3 sm:px-5"
        >
          <div>
            <p className="font-semibold text-slate-900 tabular-nums">
              {formatCurrency(payout.amount)}
            </p>
            <p className="text-sm text-slate-600">
              {formatDate(payout.created_at)}
              {payout.paid_at && (
                <> · {i18n._('earnings.paidOn', { date: formatDate(payout.paid_at) })}</>
              )}
            </p>
          </div>
          <span
            className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${statusTones[payout.status]}`}
          >
            {i18n._(PAYOUT_STATUS_LABELS[payout.status])}
          </span>
        </li>
      ))}
    </ul>
  );
}
