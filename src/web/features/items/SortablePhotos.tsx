import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { AlertTriangle, X } from 'lucide-react';
import { Spinner } from '../../components/ui/Spinner';
import { i18n } from '../../lib/i18n';
import { photoAnnouncements, photoMoveInstructions } from './photoAnnouncements';
import type { PickedImage, useImageUploads } from './useImageUploads';

type Uploads = ReturnType<typeof useImageUploads>;

/** The chosen photos as tiles that drag, or move with Space and the arrow keys, into order. */
export function SortablePhotos({ uploads }: { uploads: Uploads }) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    uploads.reorder((images) => {
      const from = images.findIndex((image) => image.key === active.id);
      const to = images.findIndex((image) => image.key === over.id);
      return arrayMove(images, from, to);
    });
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      // Its instructions and announcements go to the page's end: inside the list they would be
      // stray non-item children of a <ul>.
      accessibility={{
        container: document.body,
        announcements: photoAnnouncements(uploads.images),
        screenReaderInstructions: photoMoveInstructions(),
      }}
    >
      <SortableContext
        items={uploads.images.map((image) => image.key)}
        strategy={rectSortingStrategy}
      >
        {uploads.images.map((image, index) => (
          <SortableImage
            key={image.key}
            image={image}
            isMain={index === 0}
            onRemove={() => uploads.remove(image.key)}
          />
        ))}
      </SortableContext>
    </DndContext>
  );
}

function SortableImage({
  image,
  isMain,
  onRemove,
}: {
  image: PickedImage;
  isMain: boolean;
  onRemove(): void;
}) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: image.key,
  });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      // The photo's corners clip an outline on its move button, so the whole tile shows focus.
      className={`relative aspect-square overflow-hidden rounded-xl border border-slate-200 bg-slate-100 has-[>button:first-child:focus-visible]:ring-2 has-[>button:first-child:focus-visible]:ring-emerald-600 has-[>button:first-child:focus-visible]:ring-offset-2 ${isDragging ? 'z-10 shadow-lg ring-2 ring-emerald-500' : ''}`}
    >
      <button
        type="button"
        className="h-full w-full cursor-grab touch-none active:cursor-grabbing"
        aria-label={i18n._(isMain ? 'items.photoMoveMain' : 'items.photoMove', {
          name: image.name,
        })}
        {...attributes}
        {...listeners}
      >
        <img src={image.previewUrl} alt="" className="h-full w-full object-cover" />
      </button>
      {isMain && (
        <span className="absolute bottom-2 left-2 rounded-full bg-emerald-700 px-2 py-0.5 text-xs font-medium text-white">
          {i18n._('items.mainPhoto')}
        </span>
      )}
      {image.status === 'uploading' && (
        <span className="absolute inset-0 flex items-center justify-center bg-white/60">
          <Spinner className="h-6 w-6 text-emerald-700" />
          <span className="sr-only">{i18n._('items.uploading')}</span>
        </span>
      )}
      {image.status === 'failed' && (
        <span className="absolute inset-0 flex flex-col items-center justify-center gap-1 bg-red-50/90 text-xs font-medium text-red-700">
          <AlertTriangle aria-hidden="true" className="h-5 w-5" />
          {i18n._('items.uploadFailed')}
        </span>
      )}
      <button
        type="button"
        onClick={onRemove}
        aria-label={i18n._('items.removePhoto', { name: image.name })}
        className="absolute top-2 right-2 rounded-full bg-white/95 p-1 text-slate-700 shadow hover:bg-red-50 hover:text-red-700"
      >
        <X aria-hidden="true" className="h-4 w-4" />
      </button>
    </li>
  );
}
