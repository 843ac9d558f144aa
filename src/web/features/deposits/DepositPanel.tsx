import { ShieldAlert, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { depositTexts } from '../../../shared/depositTexts';
import type { Claim, Deposit } from '../../../shared/schemas/deposits';
import { Alert } from '../../components/ui/Alert';
import { Button, ButtonLink } from '../../components/ui/Button';
import { TextAreaField } from '../../components/ui/Field';
import { errorText } from '../../lib/api';
import { formatCurrency } from '../../lib/format';
import { useAnswerClaim, useBookingDeposit, useKeepWithoutDeposit } from './api';
import { ClaimDetails } from './ClaimDetails';

const t = depositTexts;
const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const FAILED = { failed: 'That did not work.', thrown: 'The server could not be reached.' };

const money = (dollars: number | null) => formatCurrency(dollars ?? 0);

/**
 * What the deposit came to: held, released, part captured for damage and the rest released,
 * or, for a dispute, captured until the decision and then part refunded.
 */
function depositLine(deposit: Deposit): string {
  const captured = deposit.captured ?? 0;
  const rest = deposit.released ?? 0;
  switch (deposit.status) {
    case 'dispute_capture_pending':
    case 'dispute_captured': {
      const pending = t.capturedPendingDecision(money(captured));
      return rest > 0 ? `${pending}, ${t.releasedRest(money(rest))}` : pending;
    }
    case 'refund_pending':
    case 'refunded':
      return captured > 0
        ? `${t.capturedForDamage(money(captured))}, ${t.refundedRest(money(rest))}`
        : t.refundedRest(money(rest));
    default:
      if (captured > 0) {
        const taken = t.capturedForDamage(money(captured));
        return rest > 0 ? `${taken}, ${t.releasedRest(money(rest))}` : taken;
      }
      return t.state[deposit.status](formatCurrency(deposit.amount));
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
export function DepositPanel({ bookingId }: { bookingId: string }) {
  const query = useBookingDeposit(bookingId);
  const deposit = query.data?.deposit;
  if (!deposit) return null;
  const claim = query.data?.claim ?? null;
  const onCard = deposit.status === 'to_hold' || deposit.status === 'held';
  const failed = deposit.status === 'failed';
  return (
    <section
      aria-label={t.panelTitle}
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
      {EXPLAINED.has(deposit.status) && (
        <p className="text-slate-600">{t.state[deposit.status](formatCurrency(deposit.amount))}</p>
      )}
      {onCard && !claim && (
        <p className="text-slate-600">{t.releasesAt(when.format(new Date(deposit.releaseAt)))}</p>
      )}
      {failed && deposit.canKeepWithout && <OwnerChoice bookingId={bookingId} />}
      {failed && !deposit.canKeepWithout && <p className="text-slate-700">{t.failedRenterNote}</p>}
      {claim && <ClaimSummary bookingId={bookingId} claim={claim} />}
      {deposit.canClaim && (
        <ButtonLink to={`/bookings/${bookingId}/claim`} variant="secondary" size="sm">
          {t.fileClaim}
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
      <p className="text-slate-700">{t.failedOwnerChoice}</p>
      {keep.isError && <Alert tone="error">{errorText(keep.error, FAILED)}</Alert>}
      <Button variant="secondary" size="sm" loading={keep.isPending} onClick={() => keep.mutate()}>
        {t.keepWithout}
      </Button>
    </div>
  );
}

function ClaimSummary({ bookingId, claim }: { bookingId: string; claim: Claim }) {
  return (
    <div className="space-y-2 border-t border-slate-200 pt-2">
      <p className="font-medium text-slate-800">
        {t.claimFor(formatCurrency(claim.amount))}: {t.claimStatus[claim.status]}
      </p>
      <ClaimDetails claim={claim} />
      {claim.canAnswer && <ClaimAnswer bookingId={bookingId} claim={claim} />}
    </div>
  );
}

function ClaimAnswer({ bookingId, claim }: { bookingId: string; claim: Claim }) {
  const answer = useAnswerClaim(bookingId);
  const [disputing, setDisputing] = useState(false);
  const [text, setText] = useState('');
  return (
    <div className="space-y-2">
      <p className="text-slate-600">{t.respondBy(when.format(new Date(claim.respondBy)))}</p>
      {answer.isError && <Alert tone="error">{errorText(answer.error, FAILED)}</Alert>}
      {disputing ? (
        <form
          className="space-y-2"
          onSubmit={(event) => {
            event.preventDefault();
            answer.mutate({ claimId: claim.id, answer: 'dispute', text: text.trim() || undefined });
          }}
        >
          <TextAreaField
            label={t.disputeLabel}
            value={text}
            maxLength={1000}
            rows={3}
            onChange={(event) => setText(event.target.value)}
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" size="sm" loading={answer.isPending}>
              {t.sendDispute}
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setDisputing(false)}>
              {t.cancel}
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
            {t.accept}
          </Button>
          <Button variant="secondary" size="sm" onClick={() => setDisputing(true)}>
            {t.dispute}
          </Button>
        </div>
      )}
    </div>
  );
}
