import { Expand, ImageOff } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import {
  IMAGE_MAX_DIMENSION,
  ITEM_PHOTO_SIZES,
  photoSrcSet,
  THUMBNAIL_WIDTH,
  thumbnailUrl,
} from '../../../shared/images';
import { i18n } from '../../lib/i18n';
import { useAfterFirstPaint } from '../../lib/useAfterFirstPaint';

// The viewer's code and styles load right after the page is drawn, outside its first download.
const PhotoViewer = lazy(() => import('./PhotoViewer').then((m) => ({ default: m.PhotoViewer })));

/** Main photo and thumbnails; a click opens a full-screen viewer that wraps around and counts. */
export function ImageGallery({ title, imageUrls }: { title: string; imageUrls: string[] }) {
  const [selected, setSelected] = useState(0);
  const [viewerOpen, setViewerOpen] = useState(false);
  const pagePainted = useAfterFirstPaint();
  const main = imageUrls[selected];

  if (!main) {
    return (
      <div className="flex aspect-[4/3] items-center justify-center rounded-2xl bg-slate-100 text-slate-400">
        <ImageOff aria-hidden="true" className="h-10 w-10" />
      </div>
    );
  }

  return (
    <div className="space-y-3">
      <div className="relative">
        <button
          type="button"
          onClick={() => setViewerOpen(true)}
          className="group block w-full overflow-hidden rounded-2xl bg-slate-100"
          aria-label={i18n._('items.viewPhoto', { number: selected + 1, count: imageUrls.length })}
        >
          {/* The page's largest picture: fetched first, and the server already hinted it. */}
          <img
            src={main}
            srcSet={photoSrcSet(main)}
            sizes={ITEM_PHOTO_SIZES}
            width={IMAGE_MAX_DIMENSION}
            height={(IMAGE_MAX_DIMENSION * 3) / 4}
            fetchPriority={selected === 0 ? 'high' : undefined}
            alt={title}
            className="aspect-[4/3] w-full object-cover"
          />
        </button>
        {/* Over the button rather than in it: the button's name already says which photo this is,
            and visible text inside a named control has to be part of that name. */}
        <span
          aria-hidden="true"
          className="pointer-events-none absolute right-3 bottom-3 flex items-center gap-1 rounded-full bg-slate-900/70 px-3 py-1 text-xs font-medium text-white"
        >
          <Expand className="h-3.5 w-3.5" />
          {selected + 1} / {imageUrls.length}
        </span>
      </div>
      {imageUrls.length > 1 && (
        <ul className="grid grid-cols-5 gap-2">
          {imageUrls.map((url, index) => (
            <li key={url}>
              <button
                type="button"
                onClick={() => setSelected(index)}
                aria-label={i18n._('items.showPhoto', { number: index + 1 })}
                aria-current={index === selected}
                className={`block w-full overflow-hidden rounded-lg ring-2 ${index === selected ? 'ring-emerald-600' : 'ring-transparent hover:ring-slate-300'}`}
              >
                {/* Fetched once the page is on screen, never ahead of the main photo; the box
                    holds its size until then. */}
                <img
                  src={pagePainted ? thumbnailUrl(url) : undefined}
                  width={THUMBNAIL_WIDTH}
                  height={THUMBNAIL_WIDTH}
                  alt=""
                  className="aspect-square w-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      {/* Mounted once the page is drawn, so that its code is loading before the first click
          but not alongside the main photo. */}
      {(pagePainted || viewerOpen) && (
        <Suspense fallback={null}>
          <PhotoViewer
            open={viewerOpen}
            onClose={() => setViewerOpen(false)}
            index={selected}
            onView={setSelected}
            title={title}
            imageUrls={imageUrls}
          />
        </Suspense>
      )}
    </div>
  );
}
