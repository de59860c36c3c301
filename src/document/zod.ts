import { z } from 'zod';

/**
 * Zod, as every module of Toile imports it. The Content-Security-Policy forbids eval, so Zod's
 * compiled parsers (`new Function`) are turned off; without this, its first object parse probes
 * for eval, which the browser reports as a CSP violation (and Lighthouse as an issue).
 */
z.config({ jitless: true });

export { z };
