import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { CLAIM_STATUSES, MAX_DECISION_NOTE } from '../../../shared/deposits';
import { wordsFor } from '../../../shared/i18n/wordsFor';
import { type AdminClaim, claimDecisionInputSchema } from '../../../shared/schemas/deposits';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { Field, TextAreaField } from '../../components/ui/Field';
import { ModalDialog } from '../../components/ui/ModalDialog';
import { api, errorText } from '../../lib/api';
import { currencySymbol, formatCurrency, formatDate } from '../../lib/format';
import { i18n } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { ClaimDetails } from '../deposits';
import {
  Badge,
  type BadgeTone,
  Empty,
  QueryView,
  Row,
  Rows,
  StatusFilter,
  useListParams,
} from './parts';
import { CLAIM_STATUS_LABELS } from './statusLabels';

const claimsKey = ['admin', 'claims'] as const;
const tones: Record<AdminClaim['status'], BadgeTone> = {
  open: 'sky',
  accepted: 'slate',
  disputed: 'amber',
  decided: 'green',
};

function useAdminClaims(status: string) {
  return useQuery({
    queryKey: [...claimsKey, status],
    queryFn: ({ signal }) =>
      api<{ claims: AdminClaim[] }>(`/admin/claims${status ? `?status=${status}` : ''}`, {
        signal,
      }),
  });
}

/** /admin/claims — damage claims, the disputed ones first, each decided once. */
export function ClaimsPage() {
  const list = useListParams();
  const status = list.get('status') || 'disputed';
  const claims = useAdminClaims(status === 'all' ? '' : status);
  return (
    <div className="space-y-4">
      <p className="text-slate-600">{i18n._('deposits.admin.intro')}</p>
      <StatusFilter
        statuses={CLAIM_STATUSES}
        labels={CLAIM_STATUS_LABELS}
        value={status === 'all' ? '' : status}
        onChange={(next) => list.set({ status: next || 'all' })}
        className="sm:w-96"
      />
      <QueryView query={claims}>
        {(data) =>
          data.claims.length === 0 ? (
            <Empty title={i18n._('deposits.admin.empty')} />
          ) : (
            <Rows>
              {data.claims.map((claim) => (
                <Row key={claim.id}>
                  <ClaimSummary claim={claim} />
                  {claim.status === 'disputed' && <DecideButton claim={claim} />}
                </Row>
              ))}
            </Rows>
          )
        }
      </QueryView>
    </div>
  );
}

function ClaimSummary({ claim }: { claim: AdminClaim }) {
  return (
    <div className="min-w-0 space-y-1 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <Link
          to={`/admin/bookings/${claim.bookingId}`}
          className="text-base font-semibold text-emerald-800 hover:underline"
        >
          {claim.itemTitle}
        </Link>
        <Badge tone={tones[claim.status]}>{i18n._(CLAIM_STATUS_LABELS[claim.status])}</Badge>
      </div>
      <p className="text-slate-600">
        {i18n._('deposits.admin.claimed')}: {formatCurrency(claim.amount)} ·{' '}
        {i18n._('deposits.admin.deposit')}: {formatCurrency(claim.deposit)} ·{' '}
        {i18n._('deposits.admin.claimsFrom', {
          owner: claim.owner.name,
          renter: claim.renter.name,
        })}{' '}
        · {formatDate(claim.createdAt)}
      </p>
      <ClaimDetails claim={claim} />
    </div>
  );
}

function DecideButton({ claim }: { claim: AdminClaim }) {
  const [open, setOpen] = useState(false);
  const decide = i18n._('deposits.admin.decide');
  return (
    <>
      <Button variant="secondary" size="sm" className="shrink-0" onClick={() => setOpen(true)}>
        {decide}
      </Button>
      <ModalDialog
        open={open}
        onClose={() => setOpen(false)}
        title={`${decide}: ${claim.itemTitle}`}
        description={`${i18n._('deposits.admin.claimed')}: ${formatCurrency(claim.amount)}`}
      >
        <DecisionForm claim={claim} onClose={() => setOpen(false)} />
      </ModalDialog>
    </>
  );
}

/** Mounted only while the dialog is open, so each opening starts with an empty form. */
function DecisionForm({ claim, onClose }: { claim: AdminClaim; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [amount, setAmount] = useState(String(claim.amount));
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; note?: string }>({});
  const decide = useMutation({
    mutationFn: (body: { amount: number; note: string }) =>
      api<{ claim: AdminClaim }>(`/admin/claims/${encodeURIComponent(claim.id)}/decide`, {
        method: 'POST',
        body,
      }),
    onSuccess: () => {
      toast.success(i18n._('deposits.admin.decided'));
      onClose();
    },
    // Also after a failure: a 409 means another administrator decided it meanwhile.
    onSettled: () => queryClient.invalidateQueries({ queryKey: claimsKey }),
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = claimDecisionInputSchema.safeParse({ amount, note });
    if (!parsed.success) {
      const found: { amount?: string; note?: string } = {};
      for (const issue of parsed.error.issues) {
        if (issue.path[0] === 'amount') found.amount ??= wordsFor(i18n, issue.message);
        if (issue.path[0] === 'note') found.note ??= wordsFor(i18n, issue.message);
      }
      setErrors(found);
      return;
    }
    if (parsed.data.amount > claim.amount) {
      setErrors({ amount: i18n._('deposits.decisionAboveClaim') });
      return;
    }
    setErrors({});
    decide.mutate(parsed.data);
  }

  return (
    <form noValidate onSubmit={onSubmit} className="mt-5 space-y-4">
      <Field
        label={i18n._('deposits.admin.decisionAmount', { currency: currencySymbol() })}
        inputMode="decimal"
        value={amount}
        error={errors.amount}
        onChange={(event) => setAmount(event.target.value)}
        data-autofocus
      />
      <TextAreaField
        label={i18n._('deposits.admin.decisionNote')}
        value={note}
        rows={4}
        maxLength={MAX_DECISION_NOTE}
        error={errors.note}
        onChange={(event) => setNote(event.target.value)}
      />
      {decide.isError && (
        <Alert tone="error">
          {errorText(decide.error, {
            failed: i18n._('deposits.admin.decide'),
            thrown: i18n._('deposits.unreachable'),
          })}
        </Alert>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={decide.isPending}>
          {i18n._('deposits.cancel')}
        </Button>
        <Button type="submit" loading={decide.isPending}>
          {i18n._('deposits.admin.confirmDecision')}
        </Button>
      </div>
    </form>
  );
}
