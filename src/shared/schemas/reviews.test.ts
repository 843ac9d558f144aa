import { describe, expect, it } from 'vitest';
import { createReviewSchema, reviewFormSchema } from './reviews';

function firstError(input: Record<string, unknown>): string | undefined {
  const result = reviewFormSchema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('reviewFormSchema', () => {
  it('trims the text and keeps a whole rating', () => {
    expect(reviewFormSchema.parse({ rating: 4, reviewText: '  Great drill!  ' })).toEqual({
      rating: 4,
      reviewText: 'Great drill!',
    });
  });

  it.each([
    [{ rating: 0 }, 'reviews.ratingRequired'],
    [{ rating: undefined }, 'reviews.ratingRequired'],
    [{ rating: 6 }, 'reviews.ratingInvalid'],
    [{ rating: 3.5 }, 'reviews.ratingInvalid'],
    [{ reviewText: ` ${'x'.repeat(9)} ` }, 'reviews.textTooShort'],
    [{ reviewText: 'x'.repeat(501) }, 'reviews.textTooLong'],
  ])('refuses %j', (change, message) => {
    expect(firstError({ rating: 5, reviewText: 'Ten chars!', ...change })).toBe(message);
  });

  it('accepts 10 and 500 characters', () => {
    expect(firstError({ rating: 1, reviewText: 'x'.repeat(10) })).toBeUndefined();
    expect(firstError({ rating: 1, reviewText: 'x'.repeat(500) })).toBeUndefined();
  });
});

describe('createReviewSchema', () => {
  it('drops fields the server decides itself', () => {
    const parsed = createReviewSchema.parse({
      itemId: 'item',
      bookingId: 'booking',
      rating: 5,
      reviewText: 'Spotless and easy to use.',
      reviewerId: 'someone else',
      ownerId: 'someone else',
    });
    expect(Object.keys(parsed).sort()).toEqual(['bookingId', 'itemId', 'rating', 'reviewText']);
  });
});
