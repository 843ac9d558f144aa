import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type AppLocale, LOCALES, PSEUDO_LOCALE } from '../../shared/i18n/locales';
import { isUuid } from '../../shared/ids';
import { CARD_PHOTO_SIZES, photoSrcSet, thumbnailUrl } from '../../shared/images';
import { FIRST_LISTINGS_PAGE, itemsListQuery } from '../../shared/items';
import { marketplace } from '../../shared/marketplace';
import { type Item, itemsQuerySchema } from '../../shared/schemas/items';
import { AppError } from '../errors';
import { requestLocale } from '../plugins/requestLocale';
import { pageScriptFiles, readBuildManifest } from './buildManifest';
import { catalogLinksOf } from './catalogLinks';
import { currentBuild } from './currentBuild';
import { itemPageHead } from './itemPage';
import { type HeadLink, type PageHead, withMarketplace, withPageHead } from './pageHead';
import {
  chooseEncoding,
  clientHasCurrent,
  type PrecompressedPage,
  precompressed,
} from './precompressed';

/** The lazily loaded pages named here, by their module in the build manifest (under src/web). */
const PAGE_SOURCES = {
  home: 'features/home/HomePage.tsx',
  item: 'features/items/ItemDetailPage.tsx',
  listings: 'features/items/ListingsPage.tsx',
  login: 'features/auth/LoginPage.tsx',
};

/** Every language a first page may be asked in: the pseudo-locale's catalogs are built too. */
const PAGE_LOCALES: readonly AppLocale[] = [...LOCALES, PSEUDO_LOCALE];

function readPages(webRoot: string) {
  const template = withMarketplace(
    readFileSync(join(webRoot, 'index.html'), 'utf8'),
    marketplace(),
  );
  const manifest = readBuildManifest(webRoot);
  const catalogsOf = catalogLinksOf(webRoot);
  /** What a page's script loads before it renders: its words, then its own chunks. */
  const linksOf = (source: string) => {
    const scripts: HeadLink[] = pageScriptFiles(manifest, source).map((href) => ({
      kind: 'module',
      href,
    }));
    return (locale: AppLocale): HeadLink[] => [...catalogsOf(locale, source), ...scripts];
  };
  /** The same for every visitor in a language: written and compressed once per build. */
  const precompressedIn = (source: string) => {
    const links = linksOf(source);
    const pages = new Map(
      PAGE_LOCALES.map((locale) => [
        locale,
        precompressed(withPageHead(template, { links: links(locale) })),
      ]),
    );
    return (locale: AppLocale) => pages.get(locale) ?? precompressed(template);
  };
  return {
    template,
    itemLinks: linksOf(PAGE_SOURCES.item),
    listingsLinks: linksOf(PAGE_SOURCES.listings),
    home: precompressedIn(PAGE_SOURCES.home),
    login: precompressedIn(PAGE_SOURCES.login),
  };
}

/**
 * The pages a visitor most often opens first (home, listings, an item, sign-in) get the SPA's
 * index.html with what they need named in it, so a phone fetches it alongside the entry script
 * instead of after running it: the page's own script chunks, and the listings' and item's data
 * and largest photo. Every other path is still served the plain index.html by the not-found
 * handler, with `sendApp`. A rebuild while the server runs is picked up within a second
 * (currentBuild).
 */
export function registerPageRoutes(app: FastifyInstance, webRoot: string) {
  const pages = currentBuild(webRoot, () => readPages(webRoot));

  const sendPage = (reply: FastifyReply, head: PageHead | undefined) => {
    const { template } = pages();
    return reply
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-language')
      .type('text/html; charset=utf-8')
      .send(head ? withPageHead(template, head) : template);
  };

  async function findItem(id: string, log: FastifyBaseLogger): Promise<Item | undefined> {
    if (!isUuid(id)) return undefined;
    try {
      // Kept in memory under the id the database writes, which is what its changes name.
      return await app.services.items.get(id.toLowerCase());
    } catch (error) {
      // The page works without its head: its script asks the API, which reports the error.
      if (!(error instanceof AppError && error.statusCode === 404)) {
        log.warn({ err: error }, 'item page served without its head');
      }
      return undefined;
    }
  }

  app.get<{ Params: { id: string } }>('/item/:id', async (request, reply) => {
    const item = await findItem(request.params.id, request.log);
    return sendPage(reply, item && itemPageHead(item, pages().itemLinks(requestLocale(request))));
  });

  /** The first card's photo of the unfiltered listings: that page's largest picture. */
  async function firstListingsPhoto(log: FastifyBaseLogger): Promise<HeadLink[]> {
    try {
      const page = await app.services.items.browse(itemsQuerySchema.parse(FIRST_LISTINGS_PAGE));
      const photo = page.items[0]?.imageUrl;
      if (!photo) return [];
      const srcSet = photoSrcSet(photo);
      const href = thumbnailUrl(photo);
      return [{ kind: 'image', href, srcSet, sizes: CARD_PHOTO_SIZES, highPriority: true }];
    } catch (error) {
      log.warn({ err: error }, 'listings page served without its first photo');
      return [];
    }
  }

  app.get('/listings', async (request, reply) => {
    const links: HeadLink[] = [{ kind: 'fetch', href: '/api/categories' }];
    // Filters in the address need the categories first; only the unfiltered page is certain.
    const unfiltered = !request.url.includes('?');
    if (unfiltered) {
      links.push({ kind: 'fetch', href: `/api/items${itemsListQuery(FIRST_LISTINGS_PAGE)}` });
      links.push(...(await firstListingsPhoto(request.log)));
    }
    // After the data and the photo, as on the item page (itemPageHead).
    links.push(...pages().listingsLinks(requestLocale(request)));
    return sendPage(reply, { links });
  });

  /**
   * A page compressed once: the compression plugin passes an encoded body through as it is. It
   * changes only with a build, so a browser revalidating its copy is told it is current.
   */
  const sendPrecompressed = (
    request: FastifyRequest,
    reply: FastifyReply,
    page: PrecompressedPage,
  ) => {
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    const etag = page.etags[encoding ?? 'identity'];
    // Each language names its own catalogs.
    reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding, accept-language');
    reply.header('etag', etag);
    if (clientHasCurrent(request.headers['if-none-match'], etag)) return reply.code(304).send();
    reply.type('text/html; charset=utf-8');
    if (encoding === undefined) return reply.send(page.html);
    return reply.header('content-encoding', encoding).send(page[encoding]);
  };

  app.get('/', async (request, reply) =>
    sendPrecompressed(request, reply, pages().home(requestLocale(request))),
  );
  app.get('/login', async (request, reply) =>
    sendPrecompressed(request, reply, pages().login(requestLocale(request))),
  );

  /** The SPA for any other page: its router shows the page, or its 404. */
  const sendApp = (reply: FastifyReply) =>
    reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(pages().template);
  return { sendApp };
}
