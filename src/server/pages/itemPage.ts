import { APP_NAME } from '../../shared/constants';
import { ITEM_PHOTO_SIZES, photoSrcSet } from '../../shared/images';
import type { Item } from '../../shared/schemas/items';
import type { HeadLink, PageHead } from './pageHead';
import { summaryOf } from './pageHead';

/**
 * What the item page needs first, named in its HTML: its item (the API answer the page asks
 * for) and its first photo, fetched alongside the scripts rather than after them; and its own
 * title and description for link previews and search engines.
 */
export function itemPageHead(item: Item, pageScripts: HeadLink[]): PageHead {
  // Data and photo before the page's chunks: on HTTP/1.1 a phone fetches six things at a time
  // in the order it finds them, and the photo would otherwise wait behind a dozen small scripts.
  const links: HeadLink[] = [{ kind: 'fetch', href: `/api/items/${encodeURIComponent(item.id)}` }];
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
  links.push(...pageScripts);
  return {
    // As the page sets it once it runs (useDocumentTitle).
    title: `${item.title} · ${APP_NAME}`,
    description: summaryOf(item.description),
    links,
  };
}
