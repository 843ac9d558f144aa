import type { Message } from '../../src/shared/schemas/messages';
import { noisyJpeg } from '../../tests/api/support/images';
import { multipartBody } from '../../tests/api/support/multipart';
import type { Account } from '../support/accounts';
import { api } from '../support/http';

/** Every write the server acknowledged with a 2xx, across all rounds. */
export interface Acknowledged {
  messageIds: Set<string>;
  /** Image and thumbnail URLs of acknowledged uploads. */
  imageUrls: string[];
  /** Answers that were neither a success nor the socket dying with the server. */
  unexpected: number[];
  /** Requests cut by the kill: their writes may or may not have committed. */
  interruptedMessages: number;
  interruptedUploads: number;
}

export function emptyAcknowledged(): Acknowledged {
  return {
    messageIds: new Set(),
    imageUrls: [],
    unexpected: [],
    interruptedMessages: 0,
    interruptedUploads: 0,
  };
}

/** Sends messages one after another until the server is gone (a socket error). */
async function writeMessages(
  url: string,
  from: Account,
  to: Account,
  label: string,
  acknowledged: Acknowledged,
): Promise<void> {
  for (let number = 1; ; number += 1) {
    const answer = await api<{ message: Message }>(url, 'POST', '/api/messages', {
      token: from.token,
      body: { receiverId: to.id, messageText: `${label} message ${number}` },
    });
    if (answer.status === 0) {
      acknowledged.interruptedMessages += 1;
      return;
    }
    if (answer.status === 201) acknowledged.messageIds.add(answer.body.message.id);
    else acknowledged.unexpected.push(answer.status);
  }
}

/** Uploads distinct photos one after another until the server is gone. */
async function uploadImages(
  url: string,
  account: Account,
  photos: Buffer[],
  acknowledged: Acknowledged,
  onStored: () => void,
): Promise<void> {
  for (const photo of photos) {
    const { payload, headers } = multipartBody('image', 'photo.jpg', 'image/jpeg', photo);
    const answer = await api<{ imageUrl: string; thumbnailUrl: string }>(
      url,
      'POST',
      '/api/upload/image',
      { token: account.token, body: payload, headers },
    );
    if (answer.status === 0) {
      acknowledged.interruptedUploads += 1;
      return;
    }
    if (answer.status === 201) {
      acknowledged.imageUrls.push(answer.body.imageUrl, answer.body.thumbnailUrl);
      onStored();
    } else acknowledged.unexpected.push(answer.status);
  }
}

/** Photos of random pixels: each one new (names are content hashes) and slow to process. */
export function freshPhotos(count: number): Promise<Buffer[]> {
  return Promise.all(Array.from({ length: count }, () => noisyJpeg(480, 360)));
}

export interface WriteLoad {
  /** Resolves when every writer has stopped, which they do once the server is gone. */
  finished: Promise<void>;
  /** Resolves when this round's first photo is acknowledged. */
  firstPhoto: Promise<void>;
}

/** A steady write load: message writers from both sides and one uploader at a time. */
export function startWriteLoad(
  url: string,
  people: [Account, Account],
  label: string,
  photos: Buffer[],
  acknowledged: Acknowledged,
  writers = 6,
): WriteLoad {
  const [first, second] = people;
  const tasks = Array.from({ length: writers }, (_, index) =>
    index % 2 === 0
      ? writeMessages(url, first, second, `${label} writer ${index}`, acknowledged)
      : writeMessages(url, second, first, `${label} writer ${index}`, acknowledged),
  );
  let photoStored = () => {};
  const firstPhoto = new Promise<void>((resolve) => {
    photoStored = resolve;
  });
  tasks.push(uploadImages(url, first, photos, acknowledged, () => photoStored()));
  return { finished: Promise.all(tasks).then(() => undefined), firstPhoto };
}
