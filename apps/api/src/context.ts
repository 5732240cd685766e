import type { FastifyBaseLogger } from "fastify";
import type { CacheAnnouncer } from "./catalog/announceCacheTags.js";
import type { CatalogStore } from "./catalog/createCatalogStore.js";
import type { Config } from "./config.js";
import type { AppDatabase } from "./db/openDatabase.js";
import type { RateLimiter } from "./http/createRateLimiter.js";
import type { Router } from "./http/createRouter.js";
import type { SearchService } from "./search/createSearchService.js";
import type { AuditRecorder } from "./staff/createAuditRecorder.js";
import type { SettingsStore } from "./staff/createSettingsStore.js";
import type { StaffAuth } from "./staff/createStaffAuth.js";

/** What every route group gets: configuration, storage, the catalogue, search, limits and the clock. */
export interface AppContext {
  readonly config: Config;
  readonly database: AppDatabase;
  readonly catalog: CatalogStore;
  readonly search: SearchService;
  readonly limiter: RateLimiter;
  /** Epoch ms; injectable so tests can move time. */
  readonly now: () => number;
  readonly log: FastifyBaseLogger;
  /** Tells the storefront's output cache which pages a catalogue change affects (catalogue.md §2). */
  readonly announcer: CacheAnnouncer;
  /** The audit log: one entry per staff write (`record(trx, { actor, action, entity, … })`). */
  readonly audit: AuditRecorder;
  /** The shop-settings document (`read(db)`). */
  readonly settings: SettingsStore;
  /** Staff sessions and API keys (the router's guard uses it; the session routes start and end sessions). */
  readonly staffAuth: StaffAuth;
  /**
   * Sends a request through this server's own HTTP handling without a socket (Fastify's `inject`): the
   * stand-in payment gateway, which lives in this process, posts its notifications with it, as a real
   * gateway posts them over the network.
   */
  readonly selfRequest: (request: {
    readonly method: "POST";
    readonly url: string;
    readonly headers: Readonly<Record<string, string>>;
    readonly payload: string;
  }) => Promise<{ readonly statusCode: number }>;
  /** Registers a task that runs when the server closes (workers, timers). */
  readonly onClose: (task: () => Promise<void> | void) => void;
}

/** One file under `src/routes/`: a named group of endpoints registered from the list in `routes/index.ts`. */
export interface RouteGroup {
  readonly name: string;
  register(router: Router, context: AppContext): void;
}
