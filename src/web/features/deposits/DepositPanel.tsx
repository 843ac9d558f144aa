import { ShieldAlert, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import type { Claim, Deposit } from '../../../shared/schemas/deposits';
import { Alert } from '../../components/ui/Alert';
import { Button, ButtonLink } from '../../components/ui/Button';
import { TextAreaField } from '../../components/ui/Field';
import { errorText } from '../../lib/api';
import { formatCurrency, momentThere } from '../../lib/format';
import { i18n } from '../../lib/i18n';
import { useAnswerClaim, useBookingDeposit, useKeepWithoutDeposit } from './api';
import { ClaimDetails } from './ClaimDetails';

const failedTexts = () => ({
  failed: i18n._('deposits.actionFailed'),
  thrown: i18n._('deposits.unreachable'),
});

const money = (dollars: number | null) => formatCurrency(dollars ?? 0);

/** The deposit's own state, with its amount. */
const stateText = (deposit: Deposit) =>
  i18n._('deposits.state', { status: deposit.status, amount: formatCurrency(deposit.amount) });

/**
 * What the deposit came to: held, released, part captured for damage and the rest released,
 * or, for a dispute, captured until the decision and then part refunded.
 */
function depositLine(deposit: Deposit): string {
  const captured = deposit.captured ?? 0;
  const rest = deposit.released ?? 0;
  const amounts = { captured: money(captured), rest: money(rest) };
  switch (deposit.status) {
    case 'dispute_capture_pending':
    case 'dispute_captured':
      return rest > 0
        ? i18n._('deposits.line.pendingDecisionReleased', amounts)
        : i18n._('deposits.line.pendingDecision', amounts);
    case 'refund_pending':
    case 'refunded':
      return captured > 0
        ? i18n._('deposits.line.capturedRefunded', amounts)
        : i18n._('deposits.line.refunded', amounts);
    default:
      if (captured > 0) {
        return rest > 0
          ? i18n._('deposits.line.capturedReleased', amounts)
          : i18n._('deposits.line.captured', amounts);
      }
      return stateText(deposit);
  }
}

/** The dispute's and the decision's own states say more than the amounts alone. */
const EXPLAINED = new Set<Deposit['status']>([
  'dispute_capture_pending',
  'dispute_captured',
  'refund_pending',
  'refunded',
]);

/** The deposit of one booking on its dashboard card: its state, and the claim's steps. */
/** `timeZone` is the item's: the release and the claim's deadline are shown on its clock. */
export function DepositPanel({ bookingId, timeZone }: { bookingId: string; timeZone: string }) {
  const query = useBookingDeposit(bookingId);
  const deposit = query.data?.deposit;
  if (!deposit) return null;
  const claim = query.data?.claim ?? null;
  const onCard = deposit.status === 'to_hold' || deposit.status === 'held';
  const failed = deposit.status === 'failed';
  return (
    <section
      aria-label={i18n._('receipts.deposit')}
      className={`space-y-2 rounded-lg border px-3 py-2 text-sm ${
        failed ? 'border-amber-300 bg-amber-50' : 'border-slate-200 bg-slate-50'
      }`}
    >
      <p className="flex items-center gap-2 font-medium text-slate-800" data-testid="deposit-state">
        {failed ? (
          <ShieldAlert aria-hidden="true" className="h-4 w-4 shrink-0 text-amber-700" />
        ) : (
          <ShieldCheck aria-hidden="true" className="h-4 w-4 shrink-0 text-emerald-700" />
        )}
        {depositLine(deposit)}
      </p>
      {EXPLAINED.has(deposit.status) && <p className="text-slate-600">{stateText(deposit)}</p>}
      {onCard && !claim && (
        <p className="text-slate-600">
          {i18n._('deposits.releasesAt', momentThere(deposit.releaseAt, timeZone))}
        </p>
      )}
      {failed && deposit.canKeepWithout && <OwnerChoice bookingId={bookingId} />}
      {failed && !deposit.canKeepWithout && (
        <p className="text-slate-700">{i18n._('deposits.failedRenterNote')}</p>
      )}
      {claim && <ClaimSummary bookingId={bookingId} claim={claim} timeZone={timeZone} />}
      {deposit.canClaim && (
        <ButtonLink to={`/bookings/${bookingId}/claim`} variant="secondary" size="sm">
          {i18n._('deposits.fileClaim')}
        </ButtonLink>
      )}
    </section>
  );
}

/**
 * The owner of a rental whose deposit the card declined: keep it without one here, or cancel
 * it with the card's own "Cancel rental", which refunds the renter in full.
 */
function OwnerChoice({ bookingId }: { bookingId: string }) {
  const keep = useKeepWithoutDeposit(bookingId);
  return (
    <div className="space-y-2">
      <p className="text-slate-700">{i18n._('deposits.failedOwnerChoice')}</p>
      {keep.isError && <Alert tone="error">{errorText(keep.error, failedTexts())}</Alert>}
      <Button variant="secondary" size="sm" loading={keep.isPending} onClick={() => keep.mutate()}>
        {i18n._('deposits.keepWithout')}
      </Button>
    </div>
  );
}

interface ClaimProps {
  bookingId: string;
  claim: Claim;
  /** The item's zone, where the deadline is shown. */
  timeZone: string;
}

function ClaimSummary({ bookingId, claim, timeZone }: ClaimProps) {
  return (
    <div className="space-y-2 border-t border-slate-200 pt-2">
      <p className="font-medium text-slate-800">
        {i18n._('deposits.claimSummary', {
          amount: formatCurrency(claim.amount),
          status: i18n._(`deposits.claimStatus.${claim.status}`),
        })}
      </p>
      <ClaimDetails claim={claim} />
      {claim.canAnswer && <ClaimAnswer bookingId={bookingId} claim={claim} timeZone={timeZone} />}
    </div>
  );
}

function ClaimAnswer({ bookingId, claim, timeZone }: ClaimProps) {
  const answer = useAnswerClaim(bookingId);
  const [disputing, setDisputing] = useState(false);
  const [text, setText] = useState('');
  return (
    <div className="space-y-2">
      <p className="text-slate-600">
        {i18n._('deposits.respondBy', momentThere(claim.respondBy, timeZone))}
      </p>
      {answer.isError && <Alert tone="error">{errorText(answer.error, failedTexts())}</Alert>}
      {disputing ? (
        <form
          className="space-y-2"
          onSubmit={(event) => {
            event.preventDefault();
            answer.mutate({ claimId: claim.id, answer: 'dispute', text: text.trim() || undefined });
          }}
        >
          <TextAreaField
            label={i18n._('deposits.disputeLabel')}
            value={text}
            maxLength={1000}
            rows={3}
            onChange={(event) => setText(event.target.value)}
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" size="sm" loading={answer.isPending}>
              {i18n._('deposits.sendDispute')}
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setDisputing(false)}>
              {i18n._('deposits.cancel')}
            </Button>
          </div>
        </form>
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            loading={answer.isPending}
            onClick={() => answer.mutate({ claimId: claim.id, answer: 'accept' })}
          >
            {i18n._('deposits.accept')}
          </Button>
          <Button variant="secondary" size="sm" onClick={() => setDisputing(true)}>
            {i18n._('deposits.dispute')}
          </Button>
        </div>
      )}
    </div>
  );
}
