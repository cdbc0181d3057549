import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';
import { validateReview } from './review-validation';

describe('validateReview', () => {
  it('given a customer with stars and a text, it has no errors', () => {
    expect(validateReview({ rating: 4, content: 'Clean and fast.' }, false)).toEqual({});
  });

  it.each([0, 6, 4.5, -1])('given %s stars, the rating is refused', (rating) => {
    expect(validateReview({ rating, content: 'Fine.' }, false)).toEqual({
      rating: MESSAGES.reviewRatingOutOfRange,
    });
  });

  it('given no rating and a blank text, both are named', () => {
    expect(validateReview({ rating: null, content: '   ' }, false)).toEqual({
      rating: MESSAGES.reviewRatingOutOfRange,
      content: MESSAGES.reviewContentRequired,
    });
  });

  it('given a text of 5,000 characters it passes, and 5,001 is too long', () => {
    expect(validateReview({ rating: 5, content: 'x'.repeat(5_000) }, false)).toEqual({});
    expect(validateReview({ rating: 5, content: 'x'.repeat(5_001) }, false)).toEqual({
      content: MESSAGES.tooLong(5_000),
    });
  });

  it('given a guest, the name and a valid e-mail address are required too', () => {
    expect(validateReview({ rating: 5, content: 'Good.' }, true)).toEqual({
      author: MESSAGES.fieldRequired,
      authorEmail: MESSAGES.fieldRequired,
    });
    expect(
      validateReview({ rating: 5, content: 'Good.', author: 'Ada', authorEmail: 'ada' }, true),
    ).toEqual({ authorEmail: MESSAGES.emailInvalid });
    expect(
      validateReview(
        { rating: 5, content: 'Good.', author: 'Ada', authorEmail: 'ada@example.org' },
        true,
      ),
    ).toEqual({});
  });
});
