import { ImagePlus } from 'lucide-react';
import { type ComponentType, lazy, Suspense, useId, useState } from 'react';
import { MAX_ITEM_IMAGES } from '../../../shared/images';
import { Alert } from '../../components/ui/Alert';
import { i18n, withMessages } from '../../lib/i18n';
import type { useImageUploads } from './useImageUploads';

type Uploads = ReturnType<typeof useImageUploads>;

// The drag-and-drop library is needed once there are photos to order: a new listing starts
// without any, so it loads when the file chooser is opened, ahead of the first photo.
const loadSortablePhotos = withMessages(
  'features/items/SortablePhotos.tsx',
  () => import('./SortablePhotos'),
);
const prefetchSortablePhotos = () => loadSortablePhotos().catch(() => undefined);

type PhotosView = ComponentType<{ uploads: Uploads; onRetry(): void }>;

/** Shown when the photos' code did not arrive: the form and its uploads stay as they are. */
function PhotosNotLoaded({ onRetry }: { onRetry(): void }) {
  return (
    <li className="col-span-full">
      <Alert tone="error">
        {i18n._('errors.partNotLoaded')}{' '}
        <button type="button" className="font-medium underline" onClick={onRetry}>
          {i18n._('errors.retry')}
        </button>
      </Alert>
    </li>
  );
}

/** A failed download is a component too (a new one per attempt: lazy keeps its first answer). */
const lazySortablePhotos = () =>
  lazy(
    (): Promise<{ default: PhotosView }> =>
      loadSortablePhotos().then(
        (module) => ({ default: module.SortablePhotos }),
        () => ({ default: PhotosNotLoaded }),
      ),
  );

/**
 * Choose, reorder (drag, or Space and arrow keys) and remove photos; the first is the main one.
 * At least one is required: `error` says so under the chooser, which is marked invalid with it.
 */
export function ImagePicker({
  uploads,
  hint,
  error,
}: {
  uploads: Uploads;
  hint: string;
  error?: string;
}) {
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const [SortablePhotos, setSortablePhotos] = useState(lazySortablePhotos);

  return (
    <div className="space-y-3">
      {uploads.errors.map((error) => (
        <Alert key={error} tone="error">
          {error}
        </Alert>
      ))}
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {uploads.images.length > 0 && (
          <Suspense fallback={null}>
            <SortablePhotos
              uploads={uploads}
              onRetry={() => setSortablePhotos(() => lazySortablePhotos())}
            />
          </Suspense>
        )}
        {uploads.images.length < MAX_ITEM_IMAGES && (
          <li>
            <label
              htmlFor={inputId}
              className={`flex aspect-square cursor-pointer flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed ${error ? 'border-red-400' : 'border-slate-300'} bg-slate-50 p-3 text-center text-sm text-slate-600 hover:border-emerald-500 hover:bg-emerald-50 focus-within:ring-2 focus-within:ring-emerald-600`}
            >
              <ImagePlus aria-hidden="true" className="h-7 w-7 text-emerald-700" />
              <span className="font-medium">{i18n._('items.addPhotos')}</span>
              <span className="text-xs text-slate-500">{hint}</span>
              <input
                id={inputId}
                type="file"
                accept="image/*"
                multiple
                // The form checks it, not the browser (noValidate): this tells a screen reader.
                required={uploads.images.length === 0}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
                className="sr-only"
                onFocus={() => void prefetchSortablePhotos()}
                onClick={() => void prefetchSortablePhotos()}
                onChange={(event) => {
                  const files = Array.from(event.target.files ?? []);
                  event.target.value = '';
                  void uploads.add(files);
                }}
              />
            </label>
          </li>
        )}
      </ul>
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
      <p className="text-xs text-slate-500">
        {i18n._('items.photosHelp', { count: uploads.images.length, max: MAX_ITEM_IMAGES })}
      </p>
    </div>
  );
}
