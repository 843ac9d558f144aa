import { describe, expect, it } from 'vitest';
import { deadLetterLabel, deadLetterTypeLabel } from './deadLetterTexts';

describe('dead letter labels', () => {
  it('names an email by its address, and any other event by its type', () => {
    expect(deadLetterLabel('mail.send', 'dana@example.com')).toBe('email to dana@example.com');
    expect(deadLetterLabel('booking.rejected', null)).toBe('booking.rejected');
    expect(deadLetterTypeLabel('mail.send')).toBe('email');
  });
});
