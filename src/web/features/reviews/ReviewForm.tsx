import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { wordsFor } from '../../../shared/i18n/wordsFor';
import { REVIEW_MAX_LENGTH } from '../../../shared/ratings';
import {
  type ReviewFormInput,
  type ReviewFormValues,
  reviewFormSchema,
} from '../../../shared/schemas/reviews';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { inputClasses } from '../../components/ui/Field';
import { ApiError } from '../../lib/api';
import { i18n } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { useCreateRenterReview, useCreateReview } from './api';
import { ReviewWindowNote } from './ReviewWindowNote';
import { StarPicker } from './StarPicker';

interface ReviewFormProps {
  /** The renter's review of the item (the default), or the owner's of the renter. */
  kind?: 'item' | 'renter';
  itemId: string;
  bookingId: string;
  /** The last date to review on, said with the blind rule above the form. */
  reviewUntil?: string;
  /** After the thank-you toast: the item page lets the form go, the review screen moves on. */
  onSubmitted(): void;
  /** The heading that names the form. */
  labelledBy?: string;
}

/** Failures keep what was typed; the server's reason (e.g. already reviewed) is added when given. */
function failureReason(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || !error.reachedServer || !error.message) return undefined;
  return error.message === i18n._('reviews.submitFailed') ? undefined : error.message;
}

/** The one review form, used on the item page and on the review screen. */
export function ReviewForm({
  kind = 'item',
  itemId,
  bookingId,
  reviewUntil,
  onSubmitted,
  labelledBy,
}: ReviewFormProps) {
  const createReview = useCreateReview();
  const createRenterReview = useCreateRenterReview();
  // Messages appear once a field is left, then follow each change; submit waits for both.
  const form = useForm<ReviewFormInput, unknown, ReviewFormValues>({
    resolver: zodResolver(reviewFormSchema),
    mode: 'onTouched',
    defaultValues: { rating: 0, reviewText: '' },
  });
  const { errors, isValid, isSubmitting } = form.formState;
  const rating = form.watch('rating');
  const reviewText = form.watch('reviewText');
  const [failure, setFailure] = useState<{ reason?: string }>();
  const textId = useId();

  const submit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      if (kind === 'renter') await createRenterReview.mutateAsync({ bookingId, ...values });
      else await createReview.mutateAsync({ itemId, bookingId, ...values });
    } catch (error) {
      setFailure({ reason: failureReason(error) });
      return;
    }
    toast.success(i18n._('reviews.thanks'));
    onSubmitted();
  });

  // The shared schema's messages are ids: shown in the page's language.
  const textError = errors.reviewText?.message && wordsFor(i18n, errors.reviewText.message);
  const ratingError = errors.rating?.message && wordsFor(i18n, errors.rating.message);
  return (
    <form onSubmit={submit} noValidate aria-labelledby={labelledBy} className="space-y-5">
      {reviewUntil && <ReviewWindowNote reviewUntil={reviewUntil} />}
      <StarPicker
        legend={i18n._('reviews.yourRating')}
        value={rating}
        onChange={(chosen) =>
          form.setValue('rating', chosen, {
            shouldValidate: true,
            shouldDirty: true,
            shouldTouch: true,
          })
        }
        onBlur={() => void form.trigger('rating')}
        error={ratingError}
        disabled={isSubmitting}
      />
      <div>
        <label htmlFor={textId} className="mb-1 block text-sm font-medium text-slate-700">
          {i18n._('reviews.yourReview')}
        </label>
        <textarea
          id={textId}
          rows={5}
          maxLength={REVIEW_MAX_LENGTH}
          placeholder={i18n._(
            kind === 'renter' ? 'reviews.renterPlaceholder' : 'reviews.itemPlaceholder',
          )}
          aria-invalid={textError ? true : undefined}
          aria-describedby={`${textId}-counter${textError ? ` ${textId}-error` : ''}`}
          disabled={isSubmitting}
          className={`${inputClasses} resize-y`}
          {...form.register('reviewText', {
            // Leaving the text without a rating chosen says what else is missing.
            onBlur: () => void form.trigger('rating'),
          })}
        />
        <div className="mt-1 flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
          {textError && (
            <p id={`${textId}-error`} className="text-sm text-red-700">
              {textError}
            </p>
          )}
          <p id={`${textId}-counter`} className="ml-auto text-xs text-slate-500 tabular-nums">
            {i18n._('reviews.characterCounter', { length: reviewText.length })}
          </p>
        </div>
      </div>
      {failure && (
        <Alert tone="error">
          {i18n._('reviews.submitFailed')}
          {failure.reason && <span className="mt-1 block">{failure.reason}</span>}
        </Alert>
      )}
      <Button type="submit" disabled={!isValid} loading={isSubmitting} className="w-full sm:w-auto">
        <Send aria-hidden="true" className="h-4 w-4" />
        {i18n._('reviews.submit')}
      </Button>
    </form>
  );
}
