export type {
  CollectionStore,
  CollectionStoreOptions,
  CollectionStoreState,
  IterateVisitor,
  SizeCheckResult,
} from "./createCollectionStore.js";
export { createCollectionStore } from "./createCollectionStore.js";
export type {
  IdbFactoryLike,
  IdbOpenRequestLike,
  IdbpCursorLike,
  IdbpDatabaseLike,
  IdbpReadCursorLike,
  IdbpReadStoreLike,
  IdbpStoreLike,
  IdbpTransactionLike,
  IdbUpgradeDatabaseLike,
  IndexedDbDriver,
  IndexedDbDriverOptions,
} from "./createIndexedDbDriver.js";
export { createIndexedDbDriver } from "./createIndexedDbDriver.js";
export type { MemoryDriver, MemoryDriverOptions } from "./createMemoryDriver.js";
export { createMemoryDriver } from "./createMemoryDriver.js";
export type { CollectionOptions, OfflineStorage, OfflineStorageOptions } from "./createOfflineStorage.js";
export { createOfflineStorage } from "./createOfflineStorage.js";
export { deepClone } from "./deepClone.js";
export { isQuotaExceededError } from "./isQuotaExceededError.js";
export type { OfflineCollectionName, OfflineStorageConfig } from "./offlineStorageConfig.js";
export {
  defaultOfflineStorageConfig,
  journalKey,
  offlineCollections,
  offlineDbName,
  physicalKey,
} from "./offlineStorageConfig.js";
export type { OfflineStorageErrorDetails, OfflineStorageErrorReason } from "./offlineStorageError.js";
export { isOfflineStorageError, OfflineStorageError } from "./offlineStorageError.js";
export { roughSizeOf } from "./roughSizeOf.js";
export type {
  JournalEntry,
  OfflineStorageClock,
  OfflineStorageDriver,
  OfflineStorageJournal,
  OfflineStorageLogEntry,
  OfflineStorageLogger,
  StorageCallback,
  StorageChange,
  StoredRecord,
} from "./types.js";
