/** Zod's configuration, shared through `globalThis` by every copy of zod ≥ 4.4 (read when schemas are built). */
interface ZodConfigHolder {
  __zod_globalConfig?: { jitless?: boolean };
}

/**
 * Makes zod build interpreted parsers only (`jitless`), before the transport's schemas are built: the page's
 * CSP forbids `eval`, and zod otherwise probes `new Function("")` while building its object schemas, which
 * the browser blocks and reports as a violation. Parsing stays the same, only without compiled fast paths.
 *
 * @example
 * jitlessSchemas(); const { createClient } = await import("@outlet/transport");
 */
export function jitlessSchemas(global: object = globalThis): void {
  const holder = global as ZodConfigHolder;
  holder.__zod_globalConfig ??= {};
  holder.__zod_globalConfig.jitless = true;
}
