import { APP_NAME } from '../../shared/constants';
import { ITEM_PHOTO_SIZES, photoSrcSet } from '../../shared/images';
import { itemPagePaths } from '../../shared/items';
import type { Item } from '../../shared/schemas/items';
import type { HeadLink, PageHead } from './pageHead';
import { summaryOf } from './pageHead';

/**
 * What the item page needs first, named in its HTML: its item (the API answer the page asks
 * for) and its first photo, fetched alongside the scripts rather than after them; and its own
 * title and description for link previews and search engines.
 */
export function itemPageHead(item: Item, pageLinks: HeadLink[]): PageHead {
  // Data and photo before the page's words and chunks: on HTTP/1.1 a phone fetches six things at a time
  // in the order it finds them, and the photo would otherwise wait behind a dozen small scripts.
  const links: HeadLink[] = [{ kind: 'fetch', href: `/api${itemPagePaths.item(item.id)}` }];
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
  links.push(...pageLinks);
  // Asked for by the page's booking panel and reviews as it first renders: named here, they
  // arrive with the page instead of one round trip after it.
  links.push({ kind: 'fetch', href: `/api${itemPagePaths.bookedDates(item.id)}` });
  links.push({ kind: 'fetch', href: `/api${itemPagePaths.reviews(item.id)}` });
  return {
    // As the page sets it once it runs (useDocumentTitle).
    title: `${item.title} · ${APP_NAME}`,
    description: summaryOf(item.description),
    links,
  };
}
