import type { OfflineStorageLogEntry, OfflineStorageLogger } from "../src/index.js";

export interface LogSink extends OfflineStorageLogger {
  readonly entries: OfflineStorageLogEntry[];
  events(): string[];
}

export function createLogSink(): LogSink {
  const entries: OfflineStorageLogEntry[] = [];
  return { entries, log: (entry) => entries.push(entry), events: () => entries.map((e) => e.event) };
}
