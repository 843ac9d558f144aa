import { useState } from 'react';
import { Link } from 'react-router';
import { adminTexts } from '../../../shared/adminTexts';
import type { AdminListing } from '../../../shared/schemas/admin';
import { Button } from '../../components/ui/Button';
import { formatCurrency } from '../../lib/format';
import { useHideListing, useUnhideListing } from './api';
import { Badge, Row } from './parts';
import { ReasonDialog } from './ReasonDialog';
import { listingTone } from './statusTones';

const t = adminTexts.listings;

/** A listing with its owner and state, and the decision that fits it: hide or show again. */
export function ListingRow({ listing }: { listing: AdminListing }) {
  const hide = useHideListing();
  const unhide = useUnhideListing();
  const [dialog, setDialog] = useState<'hide' | 'unhide' | null>(null);
  const live = listing.status === 'active';
  return (
    <Row>
      <div className="min-w-0 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          {live ? (
            <Link
              to={`/item/${listing.id}`}
              className="font-semibold text-emerald-800 hover:underline"
            >
              {listing.title}
            </Link>
          ) : (
            <span className="font-semibold text-slate-900">{listing.title}</span>
          )}
          <Badge tone={listingTone[listing.status]}>{t.statuses[listing.status]}</Badge>
        </div>
        <p className="text-sm text-slate-600">
          {t.owner}:{' '}
          <Link to={`/admin/users/${listing.owner.id}`} className="text-emerald-800 underline">
            {listing.owner.name}
          </Link>
          {' · '}
          {listing.city} · {formatCurrency(listing.price)}/{listing.duration}
        </p>
        {listing.hiddenReason && (
          <p className="text-sm text-red-800">
            {listing.hiddenWithSuspension ? `${t.hiddenWithSuspension}: ` : ''}
            {listing.hiddenReason}
          </p>
        )}
      </div>
      <div className="flex shrink-0 gap-2">
        {live && (
          <Button variant="secondary" size="sm" onClick={() => setDialog('hide')}>
            {t.hide}
          </Button>
        )}
        {listing.status === 'hidden' && (
          <Button variant="secondary" size="sm" onClick={() => setDialog('unhide')}>
            {t.unhide}
          </Button>
        )}
      </div>
      <ReasonDialog
        open={dialog === 'hide'}
        onClose={() => setDialog(null)}
        title={t.hideTitle(listing.title)}
        description={t.hideBody}
        label={adminTexts.common.reason}
        required
        danger
        confirmLabel={t.hide}
        doneMessage={t.hiddenDone}
        submit={(reason) => hide.mutateAsync({ id: listing.id, reason })}
      />
      <ReasonDialog
        open={dialog === 'unhide'}
        onClose={() => setDialog(null)}
        title={t.unhideTitle(listing.title)}
        description={t.unhideBody}
        label={adminTexts.common.note}
        required={false}
        confirmLabel={t.unhide}
        doneMessage={t.unhiddenDone}
        submit={(reason) => unhide.mutateAsync({ id: listing.id, reason })}
      />
    </Row>
  );
}
