import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import type { ConversationMessages } from '../../src/shared/schemas/messages';
import type { Account } from '../support/accounts';
import { expectStatus } from '../support/http';
import type { Acknowledged } from './workload';

/** Every message between the two, read through the API page by page, newest page first. */
export async function storedMessageIds(url: string, reader: Account, partner: Account) {
  const ids = new Set<string>();
  let before: string | undefined;
  for (;;) {
    const query = before ? `?before=${before}` : '';
    const page = await expectStatus<ConversationMessages>(
      200,
      url,
      'GET',
      `/api/messages/conversation/${partner.id}${query}`,
      { token: reader.token },
    );
    for (const message of page.messages) ids.add(message.id);
    before = page.messages[0]?.id;
    if (!page.hasOlder || !before) return ids;
  }
}

export async function missingMessages(
  url: string,
  people: [Account, Account],
  acknowledged: Acknowledged,
): Promise<{ missing: number; stored: number }> {
  const stored = await storedMessageIds(url, ...people);
  const missing = [...acknowledged.messageIds].filter((id) => !stored.has(id)).length;
  return { missing, stored: stored.size };
}

/** Decodes every pixel; a truncated file fails instead of decoding to a grey remainder. */
async function decodes(bytes: Buffer): Promise<boolean> {
  try {
    await sharp(bytes, { failOn: 'truncated' }).raw().toBuffer();
    return true;
  } catch {
    return false;
  }
}

export interface UploadFindings {
  files: number;
  /** Files the server serves that do not decode completely. */
  brokenServed: string[];
  /** Leftovers of interrupted writes: present on disk, never served. */
  temporaryFiles: number;
  temporaryServed: string[];
  /** Acknowledged images that are not served, or not whole. */
  acknowledgedMissing: string[];
}

/** Every file in the uploads folder and every acknowledged image URL, as the server serves them. */
export async function inspectUploads(
  url: string,
  uploadsDir: string,
  acknowledged: Acknowledged,
): Promise<UploadFindings> {
  const findings: UploadFindings = {
    files: 0,
    brokenServed: [],
    temporaryFiles: 0,
    temporaryServed: [],
    acknowledgedMissing: [],
  };
  const names = await readdir(uploadsDir).catch(() => []);
  for (const name of names) {
    findings.files += 1;
    const served = await fetch(`${url}/uploads/${name}`);
    const body = Buffer.from(await served.arrayBuffer());
    if (name.endsWith('.tmp')) {
      findings.temporaryFiles += 1;
      if (served.status !== 404) findings.temporaryServed.push(name);
      continue;
    }
    const onDisk = await readFile(join(uploadsDir, name));
    if (served.status === 200 && !((await decodes(body)) && (await decodes(onDisk)))) {
      findings.brokenServed.push(name);
    }
  }
  for (const imageUrl of acknowledged.imageUrls) {
    const served = await fetch(`${url}${imageUrl}`);
    const whole = served.status === 200 && (await decodes(Buffer.from(await served.arrayBuffer())));
    if (!whole) findings.acknowledgedMissing.push(imageUrl);
  }
  return findings;
}
