import { beforeEach, describe, expect, it } from 'vitest';
import { createOrphanSweep, ORPHAN_GRACE_MS } from '../../src/server/features/uploads';
import type { ImageStorage } from '../../src/server/storage/imageStorage';
import type { UploadedImage } from '../../src/shared/images';
import { solidPng } from './support/images';
import { itemMaker } from './support/items';
import { multipartBody } from './support/multipart';
import { setupTestApp } from './support/testApp';
import { storedNames } from './support/testStorage';
import { bearer, signUp } from './support/users';

const ctx = setupTestApp({ uploadRateLimitPerMinute: 10_000 });
const HOUR_MS = 60 * 60 * 1000;

/** How far ahead of the real clock the sweep's clock runs. */
let clockAhead = 0;
beforeEach(() => {
  clockAhead = 0;
});

function orphanSweep(storage: ImageStorage = ctx.imageStorage, graceMs = ORPHAN_GRACE_MS) {
  return createOrphanSweep({
    db: ctx.database.db,
    storage,
    now: () => new Date(Date.now() + clockAhead),
    graceMs,
  });
}

let shade = 0;
/** A picture no other test uploads, as the browser would send it. */
async function uniquePicture(): Promise<Buffer> {
  shade += 1;
  return solidPng(40 + shade, 30);
}

async function upload(token: string, picture: Buffer): Promise<UploadedImage> {
  const body = multipartBody('image', 'photo.png', 'image/png', picture);
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/upload/image',
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<UploadedImage>();
}

const nameOf = (url: string) => url.replace(/^\/uploads\//, '');
const namesOf = (image: UploadedImage) => [nameOf(image.imageUrl), nameOf(image.thumbnailUrl)];

/** Which of the image's two stored files are still there. */
async function stillStored(image: UploadedImage): Promise<string[]> {
  const stored = new Set(await storedNames(ctx.imageStorage));
  return namesOf(image).filter((name) => stored.has(name));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the sweep of orphaned uploads', () => {
  it('removes both sizes of a picture nothing shows once the grace period has passed', async () => {
    const { token } = await signUp(ctx.app);
    const image = await upload(token, await uniquePicture());

    clockAhead = ORPHAN_GRACE_MS + HOUR_MS;
    const removed = await orphanSweep().sweep();

    expect(removed).toEqual(expect.arrayContaining(namesOf(image)));
    expect(await stillStored(image)).toEqual([]);
    expect((await ctx.app.inject({ url: image.imageUrl })).statusCode).toBe(404);
  });

  it('once stopped, removes nothing after the file in hand, and the next pass removes the rest', async () => {
    const { token } = await signUp(ctx.app);
    const images = [
      await upload(token, await uniquePicture()),
      await upload(token, await uniquePicture()),
    ];
    const stopping = new AbortController();
    const storage: ImageStorage = {
      ...ctx.imageStorage,
      async remove(name) {
        await ctx.imageStorage.remove(name);
        stopping.abort();
      },
    };

    clockAhead = ORPHAN_GRACE_MS + HOUR_MS;
    const removed = await orphanSweep(storage).sweep(stopping.signal);
    expect(removed).toHaveLength(1);

    const rest = await orphanSweep().sweep();
    expect([...removed, ...rest]).toEqual(
      expect.arrayContaining(images.flatMap((image) => namesOf(image))),
    );
    expect(rest).not.toContain(removed[0]);
    for (const image of images) expect(await stillStored(image)).toEqual([]);
  });

  it('keeps a picture uploaded within the grace period and not attached yet', async () => {
    const { token } = await signUp(ctx.app);
    const image = await upload(token, await uniquePicture());

    clockAhead = ORPHAN_GRACE_MS - HOUR_MS;
    await orphanSweep().sweep();

    expect(await stillStored(image)).toEqual(namesOf(image));
  });

  it('keeps the pictures a listing or a profile shows, however old', async () => {
    const owner = await signUp(ctx.app);
    const listed = await upload(owner.token, await uniquePicture());
    const portrait = await upload(owner.token, await uniquePicture());
    await itemMaker(ctx.app, ctx.uploadsDir, owner.token)({ imageUrls: [listed.imageUrl] });
    const profile = await ctx.app.inject({
      method: 'PUT',
      url: `/api/users/${owner.user.id}`,
      headers: bearer(owner.token),
      payload: {
        firstName: 'Sam',
        lastName: 'Patel',
        phone: '5559876543',
        location: '1 Oak Road, Springfield, 62701',
        profileImageUrl: portrait.imageUrl,
      },
    });
    expect(profile.statusCode, profile.body).toBe(200);

    clockAhead = ORPHAN_GRACE_MS * 30;
    await orphanSweep().sweep();

    expect(await stillStored(listed)).toEqual(namesOf(listed));
    expect(await stillStored(portrait)).toEqual(namesOf(portrait));
  });

  it('keeps an orphan that a listing takes up while the sweep is deciding', async () => {
    const owner = await signUp(ctx.app);
    const image = await upload(owner.token, await uniquePicture());
    let attached = false;
    // Saved between the sweep's look at the database and its delete.
    const storage: ImageStorage = {
      ...ctx.imageStorage,
      async storedAt(name) {
        if (!attached) {
          attached = true;
          await itemMaker(ctx.app, ctx.uploadsDir, owner.token)({ imageUrls: [image.imageUrl] });
        }
        return ctx.imageStorage.storedAt(name);
      },
    };

    clockAhead = ORPHAN_GRACE_MS + HOUR_MS;
    await orphanSweep(storage).sweep();

    expect(attached).toBe(true);
    expect(await stillStored(image)).toEqual(namesOf(image));
  });

  it('keeps an orphan uploaded again after the sweep listed it', async () => {
    // A real wait, as object stores keep their own clock: a grace of a few seconds.
    const graceMs = 3_000;
    const { token } = await signUp(ctx.app);
    const picture = await uniquePicture();
    const image = await upload(token, picture);
    const forgotten = await upload(token, await uniquePicture());
    await sleep(graceMs + 200);

    const storage: ImageStorage = {
      ...ctx.imageStorage,
      async *list() {
        yield* ctx.imageStorage.list();
        // The same picture chosen again, the moment after the sweep saw it old and orphaned.
        expect(await upload(token, picture)).toEqual(image);
      },
    };
    const removed = await orphanSweep(storage, graceMs).sweep();

    expect(await stillStored(image)).toEqual(namesOf(image));
    expect(removed).toEqual(expect.arrayContaining(namesOf(forgotten)));
    expect(removed).not.toEqual(expect.arrayContaining([nameOf(image.imageUrl)]));
  }, 20_000);

  it('lets several processes sweep at once, each orphan removed and no error', async () => {
    const { token } = await signUp(ctx.app);
    const images = [
      await upload(token, await uniquePicture()),
      await upload(token, await uniquePicture()),
    ];

    clockAhead = ORPHAN_GRACE_MS + HOUR_MS;
    const runs = await Promise.all([orphanSweep().sweep(), orphanSweep().sweep()]);

    const removed = new Set(runs.flat());
    for (const image of images) {
      for (const name of namesOf(image)) expect(removed.has(name), name).toBe(true);
      expect(await stillStored(image)).toEqual([]);
    }
  });

  it('leaves alone what the image pipeline does not write', async () => {
    await ctx.imageStorage.put('notes.txt', Buffer.from('not an image'));

    clockAhead = ORPHAN_GRACE_MS * 30;
    await orphanSweep().sweep();

    expect(await storedNames(ctx.imageStorage)).toContain('notes.txt');
  });
});
