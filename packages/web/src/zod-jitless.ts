/**
 * zod (in the engines' schemas, loaded with the Frontline board) probes whether it may compile validators
 * with `new Function`. The server's Content-Security-Policy forbids eval, so the probe fails and zod falls
 * back — but the browser still reports the blocked attempt as a CSP violation, on every page load. Jitless
 * mode skips the probe. It is set here, before any chunk with zod loads, through the global object that
 * `z.config()` itself writes (`globalThis.__zod_globalConfig`), so the first load stays free of zod.
 */
interface ZodGlobalConfig {
  jitless?: boolean;
}
const scope = globalThis as { __zod_globalConfig?: ZodGlobalConfig };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };
