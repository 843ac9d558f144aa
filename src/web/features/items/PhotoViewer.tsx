import Lightbox from 'yet-another-react-lightbox';
import Counter from 'yet-another-react-lightbox/plugins/counter';
import 'yet-another-react-lightbox/plugins/counter.css';
import 'yet-another-react-lightbox/styles.css';
import { i18n } from '../../lib/i18n';

interface PhotoViewerProps {
  open: boolean;
  onClose: () => void;
  index: number;
  onView: (index: number) => void;
  title: string;
  imageUrls: string[];
}

/** The full-screen viewer: previous and next wrap around, and a counter shows where you are. */
export function PhotoViewer({ open, onClose, index, onView, title, imageUrls }: PhotoViewerProps) {
  return (
    <Lightbox
      open={open}
      close={onClose}
      index={index}
      on={{ view: ({ index: shown }) => onView(shown) }}
      slides={imageUrls.map((src) => ({ src, alt: title }))}
      plugins={[Counter]}
      carousel={{ finite: false }}
      labels={{
        Previous: i18n._('items.viewer.previous'),
        Next: i18n._('items.viewer.next'),
        Close: i18n._('items.viewer.close'),
        Lightbox: i18n._('items.viewer.dialog'),
        Carousel: i18n._('items.viewer.carousel'),
        'Photo gallery': i18n._('items.viewer.gallery'),
        Slide: i18n._('items.viewer.slide'),
        // The viewer fills in its own placeholders.
        '{index} of {total}': i18n._('items.viewer.slideCount', {
          index: '{index}',
          total: '{total}',
        }),
      }}
    />
  );
}
