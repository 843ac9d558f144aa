import { useState } from 'react';
import { Link } from 'react-router';
import type { AdminListing } from '../../../shared/schemas/admin';
import { Button } from '../../components/ui/Button';
import { formatCurrency } from '../../lib/format';
import { i18n } from '../../lib/i18n';
import { useHideListing, useUnhideListing } from './api';
import { Badge, Row, Sentence } from './parts';
import { ReasonDialog } from './ReasonDialog';
import { LISTING_STATUS_LABELS } from './statusLabels';
import { listingTone } from './statusTones';

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
          <Badge tone={listingTone[listing.status]}>
            {i18n._(LISTING_STATUS_LABELS[listing.status])}
          </Badge>
        </div>
        <p className="text-sm text-slate-600">
          <Sentence
            id="admin.ownerIs"
            parts={{
              owner: (
                <Link
                  to={`/admin/users/${listing.owner.id}`}
                  className="text-emerald-800 underline"
                >
                  {listing.owner.name}
                </Link>
              ),
            }}
          />
          {' · '}
          {listing.city} ·{' '}
          {i18n._('admin.listings.price', {
            price: formatCurrency(listing.price),
            duration: listing.duration,
          })}
        </p>
        {listing.hiddenReason && (
          <p className="text-sm text-red-800">
            {listing.hiddenWithSuspension
              ? i18n._('admin.listings.hiddenWithSuspension', { reason: listing.hiddenReason })
              : listing.hiddenReason}
          </p>
        )}
      </div>
      <div className="flex shrink-0 gap-2">
        {live && (
          <Button variant="secondary" size="sm" onClick={() => setDialog('hide')}>
            {i18n._('admin.listings.hide')}
          </Button>
        )}
        {listing.status === 'hidden' && (
          <Button variant="secondary" size="sm" onClick={() => setDialog('unhide')}>
            {i18n._('admin.listings.unhide')}
          </Button>
        )}
      </div>
      <ReasonDialog
        open={dialog === 'hide'}
        onClose={() => setDialog(null)}
        title={i18n._('admin.listings.hideTitle', { title: listing.title })}
        description={i18n._('admin.listings.hideBody')}
        label={i18n._('admin.reason')}
        required
        danger
        confirmLabel={i18n._('admin.listings.hide')}
        doneMessage={i18n._('admin.listings.hidden')}
        submit={(reason) => hide.mutateAsync({ id: listing.id, reason })}
      />
      <ReasonDialog
        open={dialog === 'unhide'}
        onClose={() => setDialog(null)}
        title={i18n._('admin.listings.unhideTitle', { title: listing.title })}
        description={i18n._('admin.listings.unhideBody')}
        label={i18n._('admin.note')}
        required={false}
        confirmLabel={i18n._('admin.listings.unhide')}
        doneMessage={i18n._('admin.listings.shown')}
        submit={(reason) => unhide.mutateAsync({ id: listing.id, reason })}
      />
    </Row>
  );
}
