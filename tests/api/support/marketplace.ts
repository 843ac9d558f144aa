import { marketplaceEnvSchema, marketplaceOf } from '../../../src/server/marketplace';
import { setMarketplace } from '../../../src/shared/marketplace';

// Each test project runs in one marketplace, as a server does: its MARKETPLACE_* settings.
setMarketplace(marketplaceOf(marketplaceEnvSchema.parse(process.env)));
