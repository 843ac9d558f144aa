import { config } from 'zod';

// The Content-Security-Policy forbids eval. Left alone, zod probes for it with `new Function`
// the first time a form validates, and the browser reports that probe as a policy violation.
config({ jitless: true });
