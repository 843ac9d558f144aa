import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { APP_NAME } from '../../shared/constants';
import { isUuid } from '../../shared/ids';
import { ITEM_PHOTO_SIZES, photoSrcSet } from '../../shared/images';
import type { Item } from '../../shared/schemas/items';
import { AppError } from '../errors';
import { pageScriptFiles, readBuildManifest } from './buildManifest';
import { type HeadLink, type PageHead, summaryOf, withPageHead } from './pageHead';

/** The item page's module in the build manifest (keys are relative to src/web). */
const ITEM_PAGE_SOURCE = 'features/items/ItemDetailPage.tsx';

/**
 * What the item page needs first, named in its HTML: its script, its item (the API answer the
 * page asks for) and its first photo, all fetched alongside the entry script rather than one
 * after another; and its own title and description for link previews and search engines.
 */
export function itemPageHead(item: Item, pageScripts: string[]): PageHead {
  const links: HeadLink[] = [];
  const [firstPhoto] = item.image_urls;
  if (firstPhoto) {
    links.push({
      kind: 'image',
      href: firstPhoto,
      srcSet: photoSrcSet(firstPhoto),
      sizes: ITEM_PHOTO_SIZES,
      highPriority: true,
    });
  }
  links.push({ kind: 'fetch', href: `/api/items/${encodeURIComponent(item.id)}` });
  for (const script of pageScripts) links.push({ kind: 'module', href: script });
  return {
    // As the page sets it once it runs (useDocumentTitle).
    title: `${item.title} · ${APP_NAME}`,
    description: summaryOf(item.description),
    links,
  };
}

/**
 * /item/:id answers the SPA's index.html with the item's head written in. An unknown or
 * unreadable item gets the plain page, whose script then shows "Item Not Found" as before.
 */
export function registerItemPage(app: FastifyInstance, webRoot: string) {
  const template = readFileSync(join(webRoot, 'index.html'), 'utf8');
  const pageScripts = pageScriptFiles(readBuildManifest(webRoot), ITEM_PAGE_SOURCE);

  async function findItem(id: string, log: FastifyBaseLogger): Promise<Item | undefined> {
    if (!isUuid(id)) return undefined;
    try {
      return await app.services.items.get(id);
    } catch (error) {
      // The page still works without its head: its script asks the API, which reports the error.
      if (!(error instanceof AppError && error.statusCode === 404)) {
        log.warn({ err: error }, 'item page served without its head');
      }
      return undefined;
    }
  }

  app.get<{ Params: { id: string } }>('/item/:id', async (request, reply) => {
    const item = await findItem(request.params.id, request.log);
    const html = item ? withPageHead(template, itemPageHead(item, pageScripts)) : template;
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  });
}
