import { ArrowLeft, FileX, Printer } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Link, useParams } from 'react-router';
import { paymentMethodMessage } from '../../../shared/receipts';
import type { Receipt } from '../../../shared/schemas/receipts';
import { Button, ButtonLink } from '../../components/ui/Button';
import { PageState } from '../../components/ui/PageState';
import { LoadingScreen } from '../../components/ui/Spinner';
import { ApiError } from '../../lib/api';
import { formatCurrency, formatDate, formatDateRange } from '../../lib/format';
import { i18n } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useReceipt } from './api';
import './receipt.css';

/** A paid booking's receipt for its renter or owner, made to be printed. */
export function ReceiptPage() {
  const { id = '' } = useParams();
  const receipt = useReceipt(id);
  useDocumentTitle(
    receipt.data
      ? i18n._('receipts.pageTitle', { number: receipt.data.number })
      : i18n._('receipts.title'),
  );
  if (receipt.isPending) return <LoadingScreen />;
  if (receipt.isError) {
    const refused = receipt.error instanceof ApiError && receipt.error.reachedServer;
    return (
      <PageState
        icon={FileX}
        title={i18n._('receipts.title')}
        message={refused ? receipt.error.message : i18n._('receipts.loadFailed')}
        action={<ButtonLink to="/dashboard">{i18n._('receipts.back')}</ButtonLink>}
      />
    );
  }
  return <ReceiptView receipt={receipt.data} />;
}

function ReceiptView({ receipt }: { receipt: Receipt }) {
  const money = formatCurrency;
  const { charges } = receipt;
  const method = paymentMethodMessage(receipt.payment.provider, receipt.payment.reference_suffix);
  return (
    <section className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-10">
      <div data-print-hidden className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <Link
          to="/dashboard"
          className="inline-flex items-center gap-1 text-sm font-medium text-slate-700 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="h-4 w-4" />
          {i18n._('receipts.back')}
        </Link>
        <Button variant="secondary" onClick={() => window.print()}>
          <Printer aria-hidden="true" className="h-4 w-4" />
          {i18n._('receipts.print')}
        </Button>
      </div>
      <article
        data-receipt
        aria-labelledby="receipt-heading"
        className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
      >
        <div className="flex flex-wrap items-baseline justify-between gap-2 border-b border-slate-200 pb-4">
          <div>
            <p className="text-sm font-bold text-emerald-700">Lendwell</p>
            <h1 id="receipt-heading" className="text-2xl font-bold text-slate-900">
              {i18n._('receipts.title')}
            </h1>
          </div>
          <p className="text-sm text-slate-600">
            {i18n._('receipts.bookingNumber')}{' '}
            <span className="font-mono font-semibold text-slate-900">{receipt.number}</span>
          </p>
        </div>
        <p className="mt-4 text-sm text-slate-600">{i18n._(`receipts.viewer.${receipt.viewer}`)}</p>

        <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[minmax(0,1fr)_auto]">
          <Fact label={i18n._('money.item')}>
            <Link to={`/item/${receipt.item.id}`} className="hover:underline">
              {receipt.item.title}
            </Link>
          </Fact>
          <Fact label={i18n._('money.dates')}>
            {i18n._('money.datesWithLength', {
              dates: formatDateRange(receipt.from_date, receipt.to_date),
              days: receipt.days,
            })}
          </Fact>
          <Fact label={i18n._('money.renter')}>{receipt.renter_name}</Fact>
          <Fact label={i18n._('money.owner')}>{receipt.owner_name}</Fact>
        </dl>

        <ReceiptSection title={i18n._('receipts.breakdown')}>
          <Amounts>
            <Line label={i18n._('money.rentalPrice')} amount={money(charges.rental)} />
            <Line label={i18n._('money.serviceFee')} amount={money(charges.service_fee)} />
            <Line
              label={i18n._('money.totalCharged')}
              amount={money(charges.total_charged)}
              strong
            />
            {charges.commission !== null && (
              <Line label={i18n._('money.commission')} amount={`−${money(charges.commission)}`} />
            )}
            {charges.owner_payout !== null && (
              <Line
                label={i18n._('money.yourPayout')}
                amount={money(charges.owner_payout)}
                strong
              />
            )}
          </Amounts>
        </ReceiptSection>

        {receipt.deposit && (
          <ReceiptSection title={i18n._('receipts.deposit')}>
            <Amounts>
              <Line label={i18n._('receipts.depositHeld')} amount={money(receipt.deposit.held)} />
              {receipt.deposit.captured > 0 && (
                <Line
                  label={i18n._('receipts.depositCaptured')}
                  amount={money(receipt.deposit.captured)}
                />
              )}
              {receipt.deposit.released > 0 && (
                <Line
                  label={i18n._('receipts.depositReleased')}
                  amount={money(receipt.deposit.released)}
                />
              )}
            </Amounts>
            <p className="mt-2 text-xs text-slate-500">
              {i18n._(`receipts.depositNote.${receipt.deposit.state}`)}
            </p>
          </ReceiptSection>
        )}

        <ReceiptSection title={i18n._('receipts.payment')}>
          <dl className="grid gap-y-2 text-sm">
            <Fact label={i18n._('receipts.paidOn')}>
              {receipt.payment.paid_at ? formatDate(receipt.payment.paid_at) : '—'}
            </Fact>
            <Fact label={i18n._('receipts.method')}>{i18n._(method.id, method.values)}</Fact>
          </dl>
        </ReceiptSection>

        <ReceiptSection title={i18n._('receipts.refunds')}>
          {receipt.refunds.length === 0 ? (
            <p className="text-sm text-slate-600">{i18n._('receipts.noRefunds')}</p>
          ) : (
            <Amounts>
              {receipt.refunds.map((refund) => (
                <Line
                  key={`${refund.refunded_at ?? 'pending'}-${refund.amount}`}
                  label={
                    refund.pending || !refund.refunded_at
                      ? i18n._('receipts.beingRefunded')
                      : i18n._('receipts.refundedOn', { date: formatDate(refund.refunded_at) })
                  }
                  amount={`−${money(refund.amount)}`}
                />
              ))}
              <Line label={i18n._('receipts.netPaid')} amount={money(receipt.net_paid)} strong />
            </Amounts>
          )}
        </ReceiptSection>
      </article>
    </section>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap gap-x-1.5">
      <dt className="text-slate-500">{label}:</dt>
      <dd className="font-medium break-words text-slate-900">{children}</dd>
    </div>
  );
}

function ReceiptSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-6 border-t border-slate-200 pt-4">
      <h2 id={headingId} className="text-sm font-semibold tracking-wide text-slate-500 uppercase">
        {title}
      </h2>
      <div className="mt-2">{children}</div>
    </section>
  );
}

function Amounts({ children }: { children: ReactNode }) {
  return <dl className="divide-y divide-slate-100 text-sm">{children}</dl>;
}

function Line({
  label,
  amount,
  strong = false,
}: {
  label: string;
  amount: string;
  strong?: boolean;
}) {
  const weight = strong ? 'font-semibold text-slate-900' : 'text-slate-700';
  return (
    <div className="flex items-baseline justify-between gap-4 py-1.5">
      <dt className={weight}>{label}</dt>
      <dd className={`tabular-nums ${weight}`}>{amount}</dd>
    </div>
  );
}
