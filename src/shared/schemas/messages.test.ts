import { describe, expect, it } from 'vitest';
import { conversationQuerySchema, sendMessageSchema } from './messages';

const RECEIVER = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('sendMessageSchema', () => {
  it.each([null, undefined, '', 'general'])(
    'reads the item %j as a general conversation',
    (itemId) => {
      const parsed = sendMessageSchema.parse({ receiverId: RECEIVER, itemId, messageText: 'Hi' });
      expect(parsed.itemId).toBeNull();
    },
  );

  it('trims the text and refuses blank or over-long text', () => {
    const send = (messageText: string) =>
      sendMessageSchema.safeParse({ receiverId: RECEIVER, itemId: null, messageText });
    expect(send('  Hello  ').data?.messageText).toBe('Hello');
    expect(send(' \n ').error?.issues[0]?.message).toBe('chat.textRequired');
    expect(send('x'.repeat(2001)).error?.issues[0]?.message).toBe('chat.textTooLong');
    expect(send('x'.repeat(2000)).success).toBe(true);
  });
});

describe('conversationQuerySchema', () => {
  it('accepts general or an id as the item, and an id as the cursor', () => {
    expect(conversationQuerySchema.safeParse({ itemId: 'general' }).success).toBe(true);
    expect(conversationQuerySchema.safeParse({ itemId: RECEIVER, after: RECEIVER }).success).toBe(
      true,
    );
    expect(conversationQuerySchema.safeParse({ itemId: 'drill' }).success).toBe(false);
    expect(conversationQuerySchema.safeParse({ after: '2026-11-22T10:00:00Z' }).success).toBe(
      false,
    );
  });
});
