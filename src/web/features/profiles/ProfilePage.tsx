import {
  CalendarDays,
  CalendarX2,
  MapPin,
  MessageSquareText,
  PackageOpen,
  UserX,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import type { ProfileReview, PublicProfile } from '../../../shared/schemas/profiles';
import { Alert } from '../../components/ui/Alert';
import { Avatar } from '../../components/ui/Avatar';
import { ButtonLink } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { PageState } from '../../components/ui/PageState';
import { VerifiedMark } from '../../components/ui/VerifiedMark';
import { ApiError } from '../../lib/api';
import { i18n } from '../../lib/i18n';
import { formatLocale } from '../../lib/locale';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useAuth } from '../auth';
import { ItemCard, ItemCardSkeleton, itemGridClasses } from '../items';
import { RatingSummary, ReviewCard } from '../reviews';
import { usePublicProfile } from './api';

const memberSince = new Intl.DateTimeFormat(formatLocale, { month: 'long', year: 'numeric' });

interface ProfilePageProps {
  /**
   * What a signed-in visitor who is not this person may do about them (report, block): given
   * by the app, so this feature knows nothing of those. Rendered in the header's actions area.
   */
  renderActions?: (profile: { userId: string; name: string }) => ReactNode;
}

/** /users/:id — anyone's public profile, signed in or not. */
export function ProfilePage({ renderActions }: ProfilePageProps) {
  const { id = '' } = useParams();
  const auth = useAuth();
  const profile = usePublicProfile(id);
  useDocumentTitle(profile.data ? profile.data.name : i18n._('profiles.pageTitle'));

  if (profile.isPending) return <ProfileSkeleton />;
  if (profile.error) {
    if (profile.error instanceof ApiError && profile.error.status === 404) return <NotFound />;
    return (
      <div className="mx-auto max-w-3xl px-4 py-12">
        <Alert tone="error">{i18n._('profiles.loadFailed')}</Alert>
      </div>
    );
  }
  const shown = profile.data;
  const visitorId = auth.status === 'signedIn' ? auth.user.id : undefined;
  const showActions = visitorId !== undefined && visitorId !== shown.id;
  return (
    <div className="mx-auto max-w-6xl space-y-10 px-4 py-8 sm:px-6">
      <ProfileHeader
        profile={shown}
        actions={
          showActions && (
            <section
              data-testid="profile-actions"
              aria-label={i18n._('profiles.actionsLabel')}
              className="flex flex-wrap gap-2 pt-2"
            >
              {renderActions?.({ userId: shown.id, name: shown.name })}
            </section>
          )
        }
      />
      <section aria-labelledby="profile-listings" className="space-y-4">
        <h2 id="profile-listings" className="text-xl font-semibold text-slate-900">
          {i18n._('profiles.listingsTitle')}
        </h2>
        {shown.listings.length === 0 ? (
          <EmptyState icon={PackageOpen} title={i18n._('profiles.noListings')} />
        ) : (
          <ul className={itemGridClasses}>
            {shown.listings.map((item, index) => (
              <li key={item.id}>
                <ItemCard item={item} headingLevel={3} photo={index < 4 ? 'visible' : 'later'} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="profile-reviews" className="space-y-4">
        <h2 id="profile-reviews" className="text-xl font-semibold text-slate-900">
          {i18n._('profiles.reviewsTitle')}
        </h2>
        {shown.reviews.length === 0 ? (
          <EmptyState icon={MessageSquareText} title={i18n._('profiles.noReviews')} />
        ) : (
          <ul className="space-y-3">
            {shown.reviews.map((review) => (
              <li key={review.id}>
                <ReviewCard review={review} note={<ReviewContext review={review} />} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function ProfileHeader({ profile, actions }: { profile: PublicProfile; actions: ReactNode }) {
  return (
    <header className="flex flex-col gap-6 rounded-2xl border border-slate-200 bg-white p-5 sm:p-6 md:flex-row md:items-center">
      <div className="flex min-w-0 flex-1 items-center gap-4 sm:gap-5">
        <div className="shrink-0">
          <Avatar
            person={{ fullName: profile.name, profileImageUrl: profile.profileImageUrl }}
            size="lg"
          />
        </div>
        <div className="min-w-0 space-y-1.5">
          <h1 className="flex flex-wrap items-center gap-2 text-2xl font-bold break-words text-slate-900 sm:text-3xl">
            {profile.name}
            {profile.emailVerified && <VerifiedMark />}
          </h1>
          <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
            {profile.city && (
              <span className="inline-flex items-center gap-1">
                <MapPin aria-hidden="true" className="h-4 w-4" />
                {profile.city}
              </span>
            )}
            <span className="inline-flex items-center gap-1">
              <CalendarDays aria-hidden="true" className="h-4 w-4" />
              {i18n._('profiles.memberSince', {
                date: memberSince.format(new Date(profile.memberSince)),
              })}
            </span>
            {profile.ownerCancellations > 0 && (
              <span className="inline-flex items-center gap-1" data-testid="owner-cancellations">
                <CalendarX2 aria-hidden="true" className="h-4 w-4" />
                {i18n._('bookings.ownerCancellations', { count: profile.ownerCancellations })}
              </span>
            )}
          </p>
          {actions}
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-2 md:w-auto md:shrink-0">
        <RoleRating title={i18n._('profiles.asOwner')} summary={profile.ratings.asOwner} />
        <RoleRating title={i18n._('profiles.asRenter')} summary={profile.ratings.asRenter} />
      </div>
    </header>
  );
}

function RoleRating({
  title,
  summary,
}: {
  title: string;
  summary: PublicProfile['ratings']['asOwner'];
}) {
  return (
    <section
      aria-label={title}
      className="min-w-52 rounded-xl bg-slate-50 px-4 py-3"
      data-testid="role-rating"
    >
      <h2 className="mb-1 text-sm font-medium text-slate-600">{title}</h2>
      <RatingSummary summary={summary} />
    </section>
  );
}

function ReviewContext({ review }: { review: ProfileReview }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
        {i18n._(
          review.type === 'item_review' ? 'profiles.itemReviewBadge' : 'profiles.renterReviewBadge',
        )}
      </span>
      <span className="break-words">{i18n._('profiles.ofItem', { title: review.itemTitle })}</span>
    </span>
  );
}

function ProfileSkeleton() {
  return (
    <div
      className="mx-auto max-w-6xl space-y-10 px-4 py-8 sm:px-6"
      aria-busy="true"
      data-testid="profile-skeleton"
    >
      <div className="flex items-center gap-5 rounded-2xl border border-slate-200 bg-white p-6">
        <div className="h-24 w-24 animate-pulse rounded-full bg-slate-200" />
        <div className="flex-1 space-y-3">
          <div className="h-7 w-48 animate-pulse rounded bg-slate-200" />
          <div className="h-4 w-64 animate-pulse rounded bg-slate-200" />
        </div>
      </div>
      <div className={itemGridClasses}>
        {[0, 1, 2, 3].map((key) => (
          <ItemCardSkeleton key={key} />
        ))}
      </div>
    </div>
  );
}

function NotFound() {
  return (
    <PageState
      icon={UserX}
      title={i18n._('profiles.notFoundTitle')}
      message={i18n._('profiles.notFoundBody')}
      action={
        <ButtonLink to="/listings" size="lg">
          {i18n._('shell.browse')}
        </ButtonLink>
      }
    />
  );
}
