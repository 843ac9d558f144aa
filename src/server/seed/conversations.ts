import { GENERAL_CHAT } from '../../shared/chat';
import type { Services } from '../services';
import type { DemoAccountIds, DemoRole } from './accounts';
import type { SeedClock } from './clock';

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

interface DemoLine {
  from: DemoRole;
  text: string;
  /**
   * How long before seeding it was sent, and so the order the lines are sent in; lines of one
   * conversation never share a moment, so their order is never left to their ids.
   */
  ago: number;
  /** Still unread by its receiver. */
  unread?: boolean;
}

interface DemoConversation {
  between: [DemoRole, DemoRole];
  /** The title of an item of the second person, or null for a general conversation. */
  itemTitle: string | null;
  lines: DemoLine[];
}

/** Conversations of the demo accounts; the main demo account has three unread messages. */
const DEMO_CONVERSATIONS: DemoConversation[] = [
  {
    between: ['Main demo', 'Item owner'],
    itemTitle: 'Cordless Drill Kit',
    lines: [
      { from: 'Main demo', text: 'Hi Sam! Is the drill kit free this Saturday?', ago: 2 * DAY_MS },
      {
        from: 'Item owner',
        text: 'Hi Alex, yes it is. Both batteries are charged and the bits are in the case.',
        ago: 2 * DAY_MS - 25 * MINUTE_MS,
      },
      {
        from: 'Main demo',
        text: 'Perfect, I will book it now. Could I pick it up around 10?',
        ago: DAY_MS,
      },
      {
        from: 'Item owner',
        text: '10 works. I am at 7 Maple Court, ring the side door.',
        ago: 3 * HOUR_MS,
        unread: true,
      },
    ],
  },
  {
    between: ['Regular user', 'Main demo'],
    itemTitle: 'Mirrorless Camera',
    lines: [
      {
        from: 'Regular user',
        text: 'Hey Alex, does the camera come with a memory card?',
        ago: 5 * HOUR_MS,
        unread: true,
      },
      {
        from: 'Regular user',
        text: 'Also, would you do a weekend rate? Friday to Monday.',
        ago: 40 * MINUTE_MS,
        unread: true,
      },
    ],
  },
  {
    between: ['Regular user', 'Item owner'],
    itemTitle: 'Kayak with Paddle',
    lines: [
      { from: 'Regular user', text: 'Is the kayak OK for a beginner?', ago: 26 * HOUR_MS },
      {
        from: 'Item owner',
        text: 'Very stable, great for beginners. The life jacket is an adult M.',
        ago: 20 * HOUR_MS,
        unread: true,
      },
    ],
  },
  {
    between: ['Administrator', 'Main demo'],
    itemTitle: null,
    lines: [
      {
        from: 'Administrator',
        text: 'Welcome to Lendwell, Alex! Ask me anything about listing your things.',
        ago: 3 * DAY_MS,
      },
      { from: 'Main demo', text: 'Thanks Taylor, will do!', ago: 3 * DAY_MS - HOUR_MS },
    ],
  },
];

async function itemIdOf(
  services: Services,
  ownerId: string,
  title: string,
): Promise<string | undefined> {
  const { items } = await services.items.listOwn(ownerId);
  return items.find((item) => item.title === title)?.id;
}

interface Line extends DemoLine {
  senderId: string;
  receiverId: string;
  itemId: string | null;
}

/**
 * Sends the demo conversations through the messages service while the main demo account has
 * none, so that running it again, or after a demo has been used, adds nothing. Lines go out in
 * the order they were written, with the clock set to when; the receiver opens the conversation
 * after each line that is read, which marks it read as the chat page does.
 */
export async function seedDemoConversations(
  services: Services,
  accounts: DemoAccountIds,
  clock: SeedClock,
): Promise<number> {
  const mainId = accounts.get('Main demo');
  if (!mainId) return 0;
  if ((await services.messages.conversations(mainId)).conversations.length > 0) return 0;

  const lines: Line[] = [];
  for (const conversation of DEMO_CONVERSATIONS) {
    const [firstId, secondId] = conversation.between.map((role) => accounts.get(role));
    if (!firstId || !secondId) continue;
    const itemId = conversation.itemTitle
      ? await itemIdOf(services, secondId, conversation.itemTitle)
      : null;
    // An item edited or removed during a demo takes its conversation with it.
    if (itemId === undefined) continue;
    for (const line of conversation.lines) {
      const senderId = accounts.get(line.from);
      if (!senderId) continue;
      const receiverId = senderId === firstId ? secondId : firstId;
      lines.push({ ...line, senderId, receiverId, itemId });
    }
  }
  lines.sort((a, b) => b.ago - a.ago);
  const seededAt = clock.now().getTime();
  try {
    for (const line of lines) {
      const { senderId, receiverId, itemId, text } = line;
      clock.set(new Date(seededAt - line.ago));
      await services.messages.send(senderId, { receiverId, itemId, messageText: text });
      if (!line.unread)
        await services.messages.conversation(receiverId, senderId, {
          itemId: itemId ?? GENERAL_CHAT,
        });
    }
  } finally {
    clock.reset();
  }
  return lines.length;
}
