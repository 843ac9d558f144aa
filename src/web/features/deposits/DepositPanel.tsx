import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { depositTexts } from '../../../shared/depositTexts';
import { formatCurrency } from '../../../shared/format';
import type { Claim, Deposit } from '../../../shared/schemas/deposits';
import { Alert } from '../../components/ui/Alert';
import { Button, ButtonLink } from '../../components/ui/Button';
import { TextAreaField } from '../../components/ui/Field';
import { errorText } from '../../lib/api';
import { useAnswerClaim, useBookingDeposit } from './api';
import { ClaimDetails } from './ClaimDetails';

const t = depositTexts;
const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const FAILED = { failed: 'That did not work.', thrown: 'The server could not be reached.' };

/** What the deposit came to: held, released, or part captured for damage and the rest released. */
function depositLine(deposit: Deposit): string {
  const amount = formatCurrency(deposit.amount);
  if (deposit.captured !== null && deposit.captured > 0) {
    const rest = deposit.released ?? 0;
    const captured = t.capturedForDamage(formatCurrency(deposit.captured));
    return rest > 0 ? `${captured}, ${t.releasedRest(formatCurrency(rest))}` : captured;
  }
  return t.state[deposit.status](amount);
}

/** The deposit of one booking on its dashboard card: its state, and the claim's steps. */
export function DepositPanel({ bookingId }: { bookingId: string }) {
  const query = useBookingDeposit(bookingId);
  const deposit = query.data?.deposit;
  if (!deposit) return null;
  const claim = query.data?.claim ?? null;
  const onCard = deposit.status === 'to_hold' || deposit.status === 'held';
  return (
    <section
      aria-label={t.claimTitle}
      className="space-y-2 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-sm"
    >
      <p className="flex items-center gap-2 font-medium text-slate-800" data-testid="deposit-state">
        <ShieldCheck aria-hidden="true" className="h-4 w-4 shrink-0 text-emerald-700" />
        {depositLine(deposit)}
      </p>
      {onCard && !claim && (
        <p className="text-slate-600">{t.releasesAt(when.format(new Date(deposit.releaseAt)))}</p>
      )}
      {claim && <ClaimSummary bookingId={bookingId} claim={claim} />}
      {deposit.canClaim && (
        <ButtonLink to={`/bookings/${bookingId}/claim`} variant="secondary" size="sm">
          {t.fileClaim}
        </ButtonLink>
      )}
    </section>
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
