// Type-level checks, compiled by `tsconfig.dom.json` with the DOM library (the package itself compiles without
// it). 1. The browser's own IndexedDB types fit the structural `IdbFactoryLike`, so the storefront passes
// `window.indexedDB` without a cast. 2. What idb's `wrap()` gives for an open request, and the transactions it
// opens in both modes, fit the structural `Idbp*Like` shapes the driver is written against, so the driver's
// one cast of `wrap` is backed by idb's own types.
import type { IDBPDatabase } from "idb";
import { wrap } from "idb";
import type {
  IdbFactoryLike,
  IdbpDatabaseLike,
  IdbpReadStoreLike,
  IdbpStoreLike,
  IdbpTransactionLike,
} from "../src/index.js";

declare const browserFactory: IDBFactory;
export const fitsIdbFactory: IdbFactoryLike = browserFactory;

declare const openRequest: IDBOpenDBRequest;
export const wrapped: Promise<IDBPDatabase | undefined> = wrap(openRequest);

declare const db: IDBPDatabase;
export const fitsDatabase: Pick<IdbpDatabaseLike, "version" | "close" | "onversionchange"> = db;
export const fitsReadTransaction: IdbpTransactionLike<IdbpReadStoreLike> = db.transaction(
  "entries",
  "readonly",
);
export const fitsWriteTransaction: IdbpTransactionLike<IdbpStoreLike> = db.transaction(
  "entries",
  "readwrite",
);
