// Type-level check, compiled by `tsconfig.dom.json` with the DOM library: the browser's own IndexedDB types
// fit the structural `IdbFactoryLike`, so the storefront passes `window.indexedDB` without a cast.
import type { IdbFactoryLike } from "../src/index.js";

declare const browserFactory: IDBFactory;
export const fitsIdbFactory: IdbFactoryLike = browserFactory;
