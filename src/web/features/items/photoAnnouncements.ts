import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';

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
  const placeText = (id: Id) => `place ${placeOf(id)} of ${count}`;
  return {
    onDragStart: ({ active }) => `Picked up photo ${nameOf(active.id)} in ${placeText(active.id)}.`,
    // The drag starts over the photo's own place, so this follows the pick-up at once.
    onDragOver: ({ active, over }) => {
      if (!over) return `Photo ${nameOf(active.id)} is not over a place.`;
      if (over.id === active.id) {
        return `Photo ${nameOf(active.id)} is over its own place, ${placeOf(over.id)} of ${count}.`;
      }
      return `Photo ${nameOf(active.id)} is over ${placeText(over.id)}.`;
    },
    onDragEnd: ({ active, over }) => {
      if (!over) return `Photo ${nameOf(active.id)} dropped where it was.`;
      const main = placeOf(over.id) === 1 ? ' It is the main photo.' : '';
      return `Photo ${nameOf(active.id)} dropped in ${placeText(over.id)}.${main}`;
    },
    onDragCancel: ({ active }) =>
      `Moving photo ${nameOf(active.id)} cancelled. It stays in ${placeText(active.id)}.`,
  };
}

export const photoMoveInstructions: ScreenReaderInstructions = {
  draggable:
    'To move a photo, press Space, move it with the arrow keys and press Space again to drop it, or Escape to cancel. The photo in place 1 is the main photo.',
};
