import { LayoutGrid, Map as MapIcon } from 'lucide-react';
import { i18n } from '../../lib/i18n';
import type { ListingsView } from './listingsAddress';

const VIEWS = [
  { view: 'grid', label: 'listings.view.grid', Icon: LayoutGrid },
  { view: 'map', label: 'listings.view.map', Icon: MapIcon },
] as const;

/** Grid or map: two buttons, the pressed one being the view shown. */
export function ViewSwitch({
  view,
  onView,
}: {
  view: ListingsView;
  onView(view: ListingsView): void;
}) {
  return (
    <fieldset className="inline-flex rounded-lg border border-slate-300 bg-white p-0.5 shadow-sm">
      <legend className="sr-only">{i18n._('listings.showAs')}</legend>
      {VIEWS.map(({ view: option, label, Icon }) => (
        <button
          key={option}
          type="button"
          aria-pressed={view === option}
          onClick={() => onView(option)}
          className={`inline-flex items-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-emerald-600 ${
            view === option ? 'bg-emerald-700 text-white' : 'text-slate-700 hover:bg-slate-100'
          }`}
        >
          <Icon aria-hidden="true" className="h-4 w-4" />
          {i18n._(label)}
        </button>
      ))}
    </fieldset>
  );
}
