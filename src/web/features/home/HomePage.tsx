import { ArrowRight, Search } from 'lucide-react';
import { ButtonLink } from '../../components/ui/Button';
import { i18n } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useAuth } from '../auth';
import { CategoryTiles } from './CategoryTiles';
import { FeaturedItems } from './FeaturedItems';
import { HeroBenefits } from './HeroBenefits';
import { HomeFigures } from './HomeFigures';
import { HowItWorks } from './HowItWorks';

export function HomePage() {
  const auth = useAuth();
  const signedIn = auth.status === 'signedIn';
  useDocumentTitle(i18n._('home.title'));

  return (
    <>
      <section className="bg-gradient-to-br from-emerald-800 via-emerald-700 to-teal-600 text-white">
        <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-5 lg:px-8">
          <div className="min-w-0 lg:col-span-3">
            <p className="text-sm font-semibold tracking-wide text-emerald-100 uppercase">
              {i18n._('home.tagline')}
            </p>
            <h1 className="mt-3 text-4xl font-extrabold tracking-tight sm:text-5xl">
              {i18n._('home.heading')}
            </h1>
            <p className="mt-5 text-lg text-emerald-50">{i18n._('home.lead')}</p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <ButtonLink to="/listings" size="lg" variant="inverse">
                <Search aria-hidden="true" className="h-5 w-5" />
                {i18n._('shell.browse')}
              </ButtonLink>
              <ButtonLink to={signedIn ? '/add-item' : '/signup'} size="lg" variant="outlineLight">
                {i18n._(signedIn ? 'home.listYours' : 'home.getStarted')}
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

      <HomeFigures />

      <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <div className="rounded-3xl bg-slate-900 px-6 py-12 text-center sm:px-12">
          <h2 className="text-3xl font-bold text-white">{i18n._('home.ready')}</h2>
          <p className="mx-auto mt-3 max-w-xl text-slate-300">{i18n._('home.join')}</p>
          <ButtonLink to={signedIn ? '/dashboard' : '/signup'} size="lg" className="mt-8">
            {i18n._(signedIn ? 'home.dashboard' : 'home.signUp')}
          </ButtonLink>
        </div>
      </section>
    </>
  );
}
