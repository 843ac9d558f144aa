import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';
import { i18n } from '../../lib/i18n';

type Photo = { key: string; name: string };
type Id = string | number;

/**
 * What a screen reader hears while a photo moves: the photo's name and its place, never the drag
 * library's internal ids. The place a photo is over is also what a drop will take.
 */
export function photoAnnouncements(photos: readonly Photo[]): Announcements {
  const count = photos.length;
  const nameOf = (id: Id) => photos.find((photo) => photo.key === id)?.name ?? '';
  const placeOf = (id: Id) => photos.findIndex((photo) => photo.key === id) + 1;
  /** The photo named by `active`, at the place of `at`, among them all. */
  const where = (active: Id, at: Id) => ({ name: nameOf(active), place: placeOf(at), count });
  return {
    onDragStart: ({ active }) => i18n._('items.drag.start', where(active.id, active.id)),
    // The drag starts over the photo's own place, so this follows the pick-up at once.
    onDragOver: ({ active, over }) => {
      if (!over) return i18n._('items.drag.overNothing', { name: nameOf(active.id) });
      if (over.id === active.id) return i18n._('items.drag.overOwn', where(active.id, over.id));
      return i18n._('items.drag.over', where(active.id, over.id));
    },
    onDragEnd: ({ active, over }) => {
      if (!over) return i18n._('items.drag.dropNowhere', { name: nameOf(active.id) });
      const main = placeOf(over.id) === 1;
      return i18n._(main ? 'items.drag.dropMain' : 'items.drag.drop', where(active.id, over.id));
    },
    onDragCancel: ({ active }) => i18n._('items.drag.cancel', where(active.id, active.id)),
  };
}

/** How to move a photo with the keyboard, told when a photo's handle gets focus. */
export function photoMoveInstructions(): ScreenReaderInstructions {
  return { draggable: i18n._('items.drag.instructions') };
}
