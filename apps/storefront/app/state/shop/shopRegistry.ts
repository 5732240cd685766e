import type { PublicConfig } from "../../lib/publicConfig";
import type { ShopServices, Spawn } from "./createShopServices";

/**
 * What the shopper services of one render root are created from: the public configuration and the
 * notifications' `spawn`.
 *
 * @example
 * const input: ShopServicesInput = { config: publicConfig, spawn: notifications.spawn };
 */
export interface ShopServicesInput {
  readonly config: PublicConfig;
  readonly spawn: Spawn;
}

/**
 * Creates the shopper services of one render root (per request on the server, per tab in the browser).
 *
 * @example
 * const services = factory({ config: publicConfig, spawn: notifications.spawn });
 */
export type ShopServicesFactory = (input: ShopServicesInput) => ShopServices;

let registered: ShopServicesFactory | null = null;

/**
 * Called once by `shopServicesEntry.ts` when the shopper code is evaluated. The registry itself imports
 * nothing heavy, so the catalogue pages' first load never carries the shopper code.
 *
 * @example
 * registerShopServicesFactory((input) => createShopServices({ ...input, runtime: null }));
 */
export function registerShopServicesFactory(factory: ShopServicesFactory): void {
  registered = factory;
}

/**
 * The factory when the shopper code has already been evaluated (a page that imports it statically, or after
 * the lazy load), else `null`.
 *
 * @example
 * const factory = registeredShopServicesFactory(); if (factory) services = factory(input);
 */
export function registeredShopServicesFactory(): ShopServicesFactory | null {
  return registered;
}
