import { describe, expect, it } from 'vitest';
import type { Message } from '../../../shared/schemas/messages';
import { isPendingStillUnseen, mergeMessages, newestMessageId } from './messageList';

const ME = 'me';
const THEM = 'them';

function message(id: string, senderId = THEM, messageText = `text ${id}`): Message {
  const createdAt = '2026-11-23T10:00:00.000Z';
  return {
    id,
    senderId,
    sender_id: senderId,
    receiverId: senderId === ME ? THEM : ME,
    itemId: null,
    item_id: null,
    messageText,
    message_text: messageText,
    createdAt,
    created_at: createdAt,
    readAt: null,
  };
}

const ids = (list: Message[]) => list.map((m) => m.id);

describe('mergeMessages', () => {
  it('appends new messages after the shown ones, keeping their order', () => {
    expect(ids(mergeMessages([message('a'), message('b')], [message('c'), message('d')]))).toEqual([
      'a',
      'b',
      'c',
      'd',
    ]);
  });

  it('never repeats a message the list already holds', () => {
    const merged = mergeMessages([message('a'), message('b')], [message('b'), message('c')]);
    expect(ids(merged)).toEqual(['a', 'b', 'c']);
  });

  it('puts an older page in front of the shown messages', () => {
    const shown = [message('c'), message('d')];
    expect(ids(mergeMessages([message('a'), message('b')], shown))).toEqual(['a', 'b', 'c', 'd']);
  });

  it('drops repeats inside one arriving page too', () => {
    expect(ids(mergeMessages([], [message('a'), message('a'), message('b')]))).toEqual(['a', 'b']);
  });

  it('returns the shown list unchanged when nothing is new', () => {
    const shown = [message('a')];
    expect(mergeMessages(shown, [])).toEqual(shown);
    expect(mergeMessages(shown, [message('a')])).toEqual(shown);
  });
});

describe('newestMessageId', () => {
  it('is the last message, or nothing before the first load', () => {
    expect(newestMessageId(undefined)).toBeUndefined();
    expect(newestMessageId([])).toBeUndefined();
    expect(newestMessageId([message('a'), message('b')])).toBe('b');
  });
});

describe('isPendingStillUnseen', () => {
  const shown = [message('a'), message('b', ME, 'hello')];

  it('stays while the sent text has not come back', () => {
    expect(
      isPendingStillUnseen({ localId: 1, text: 'hi there', sentAfterId: 'b' }, shown, ME),
    ).toBe(true);
  });

  it('hides once my message with that text arrives after the one it was sent after', () => {
    const polled = [...shown, message('c', ME, 'hi there')];
    expect(
      isPendingStillUnseen({ localId: 1, text: 'hi there', sentAfterId: 'b' }, polled, ME),
    ).toBe(false);
  });

  it('ignores an older message of mine with the same text', () => {
    expect(isPendingStillUnseen({ localId: 1, text: 'hello', sentAfterId: 'b' }, shown, ME)).toBe(
      true,
    );
  });

  it('ignores the partner writing the same text', () => {
    const polled = [...shown, message('c', THEM, 'hi there')];
    expect(
      isPendingStillUnseen({ localId: 1, text: 'hi there', sentAfterId: 'b' }, polled, ME),
    ).toBe(true);
  });

  it('looks at the whole list when sent into an empty conversation', () => {
    const polled = [message('c', ME, 'first')];
    expect(
      isPendingStillUnseen({ localId: 1, text: 'first', sentAfterId: undefined }, polled, ME),
    ).toBe(false);
  });
});
