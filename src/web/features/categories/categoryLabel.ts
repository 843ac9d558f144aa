import { categoryNameId } from '../../../shared/categories';
import { i18n } from '../../lib/i18n';

/**
 * A category as the reader sees it: its name in the page's language, or the stored name of a
 * category outside the fixed list. Pages showing it load the `categories` namespace.
 */
export function categoryLabel(name: string): string {
  const id = categoryNameId(name);
  return id ? i18n._(id) : name;
}
