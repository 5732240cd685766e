// idb recognises IndexedDB objects by the realm's constructors (`IDBRequest`, `IDBDatabase`, …), which every
// browser has. Node has none, so the tests install fake-indexeddb's classes under those names. They do NOT
// install `indexedDB` itself: the driver must keep working from the factory it is given.
import {
  IDBCursor,
  IDBCursorWithValue,
  IDBDatabase,
  IDBIndex,
  IDBObjectStore,
  IDBOpenDBRequest,
  IDBRequest,
  IDBTransaction,
} from "fake-indexeddb";

const classes = {
  IDBCursor,
  IDBCursorWithValue,
  IDBDatabase,
  IDBIndex,
  IDBObjectStore,
  IDBOpenDBRequest,
  IDBRequest,
  IDBTransaction,
};

for (const [name, value] of Object.entries(classes)) {
  if (!(name in globalThis))
    Object.defineProperty(globalThis, name, { value, configurable: true, writable: true });
}
