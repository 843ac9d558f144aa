import { type Marketplace, setMarketplace } from '../../shared/marketplace';

/**
 * The marketplace's settings, as the server wrote them into the page: the shared rules (money,
 * distances, postal codes) judge by them from the first render. A page served without them (the
 * development server's, or a unit test's without a page) keeps the default, the US.
 */
const written =
  typeof document === 'undefined'
    ? null
    : document.querySelector<HTMLMetaElement>('meta[name="lendwell-marketplace"]');
if (written) setMarketplace(JSON.parse(written.content) as Marketplace);
