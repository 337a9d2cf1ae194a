// zod compiles object parsers with `new Function` after probing for it: under our CSP (no
// 'unsafe-eval') the probe itself is a reported violation on every page load. Interpreted it is.
// zod's own `config({ jitless: true })` would pull zod into the entry (30 KB on /login); zod reads
// this same global when it first loads, which is always after the entry (every schema is lazy).
const shared = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
shared.__zod_globalConfig = { ...shared.__zod_globalConfig, jitless: true };
