import { z } from 'zod';

// zod compiles object parsers with `new Function` after probing for it: under our CSP (no
// 'unsafe-eval') the probe itself is a reported violation on every page load. Interpreted it is.
z.config({ jitless: true });
