import { Bike, Dumbbell, Laptop, PartyPopper, Sprout, Wrench } from 'lucide-react';
import { Link } from 'react-router';
import { CATEGORY_NAMES } from '../../../shared/categories';
import { i18n } from '../../lib/i18n';
import { categoryLabel } from '../categories';

const ICONS = {
  'Tools & Equipment': Wrench,
  Electronics: Laptop,
  'Sports & Fitness': Dumbbell,
  'Home & Garden': Sprout,
  'Party & Events': PartyPopper,
  Vehicles: Bike,
} satisfies Record<(typeof CATEGORY_NAMES)[number], unknown>;

export function CategoryTiles() {
  return (
    <section aria-labelledby="categories-heading" className="bg-white">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <h2 id="categories-heading" className="text-center text-3xl font-bold text-slate-900">
          {i18n._('home.categories')}
        </h2>
        <ul className="mt-10 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
          {CATEGORY_NAMES.map((name) => {
            const Icon = ICONS[name];
            return (
              <li key={name}>
                <Link
                  to={`/listings?category=${encodeURIComponent(name)}`}
                  className="flex h-full flex-col items-center gap-3 rounded-2xl border border-slate-200 bg-slate-50 p-5 text-center transition hover:border-emerald-300 hover:bg-emerald-50"
                >
                  <Icon aria-hidden="true" className="h-8 w-8 text-emerald-700" />
                  <span className="text-sm font-medium text-slate-800">{categoryLabel(name)}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
