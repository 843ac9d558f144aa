import { ArrowRight, Search } from 'lucide-react';
import { ButtonLink } from '../../components/ui/Button';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useAuth } from '../auth';
import { CategoryTiles } from './CategoryTiles';
import { FeaturedItems } from './FeaturedItems';
import { HeroBenefits } from './HeroBenefits';
import { HowItWorks } from './HowItWorks';

const MARKETING_STATS = [
  { value: '10,000+', label: 'Items listed' },
  { value: '25,000+', label: 'Happy renters' },
  { value: '150+', label: 'Cities' },
  { value: '4.8★', label: 'Average rating' },
];

export function HomePage() {
  const auth = useAuth();
  const signedIn = auth.status === 'signedIn';
  useDocumentTitle('Borrow from your neighbours');

  return (
    <>
      <section className="bg-gradient-to-br from-emerald-800 via-emerald-700 to-teal-600 text-white">
        <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-5 lg:px-8">
          <div className="lg:col-span-3">
            <p className="text-sm font-semibold tracking-wide text-emerald-100 uppercase">
              Your neighbourhood rental marketplace
            </p>
            <h1 className="mt-3 text-4xl font-extrabold tracking-tight sm:text-5xl">
              Rent out what you own. Rent in what you need.
            </h1>
            <p className="mt-5 text-lg text-emerald-50">
              Why buy a drill you will use once? Borrow tools, cameras, tents, party gear and bikes
              from people nearby — and earn from the things sitting in your garage.
            </p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <ButtonLink to="/listings" size="lg" variant="inverse">
                <Search aria-hidden="true" className="h-5 w-5" />
                Browse Items
              </ButtonLink>
              <ButtonLink to={signedIn ? '/add-item' : '/signup'} size="lg" variant="outlineLight">
                {signedIn ? 'List Your Item' : 'Get Started'}
                <ArrowRight aria-hidden="true" className="h-5 w-5" />
              </ButtonLink>
            </div>
          </div>
          <HeroBenefits />
        </div>
      </section>

      <HowItWorks />
      <CategoryTiles />
      <FeaturedItems />

      <section aria-label="Lendwell in numbers" className="bg-white">
        <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-6 px-4 py-12 text-center sm:px-6 md:grid-cols-4 lg:px-8">
          {MARKETING_STATS.map((stat) => (
            <div key={stat.label}>
              <dd className="text-3xl font-extrabold text-emerald-700">{stat.value}</dd>
              <dt className="mt-1 text-sm text-slate-600">{stat.label}</dt>
            </div>
          ))}
        </dl>
      </section>

      <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <div className="rounded-3xl bg-slate-900 px-6 py-12 text-center sm:px-12">
          <h2 className="text-3xl font-bold text-white">Ready to start sharing?</h2>
          <p className="mx-auto mt-3 max-w-xl text-slate-300">
            Join neighbours who save money by renting, and earn by lending what they already own.
          </p>
          <ButtonLink to={signedIn ? '/dashboard' : '/signup'} size="lg" className="mt-8">
            {signedIn ? 'View Dashboard' : 'Sign Up Now'}
          </ButtonLink>
        </div>
      </section>
    </>
  );
}
