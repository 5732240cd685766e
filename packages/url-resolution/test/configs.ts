import type { UrlConfig } from "../src/index.js";
import { defaultUrlConfig } from "../src/index.js";

/** Multistore on, the request on the German store. */
export const multistoreDe: UrlConfig = { ...defaultUrlConfig, multistore: true, currentStoreCode: "de" };
/** Multistore on, the request on the default (Polish) store. */
export const multistorePl: UrlConfig = { ...defaultUrlConfig, multistore: true };
/** The URL dispatcher off. */
export const noDispatcher: UrlConfig = { ...defaultUrlConfig, useUrlDispatcher: false };
