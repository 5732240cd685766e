import type { PublicShopSettings, ShopSettings } from "@outlet/contract";
import { z } from "zod";
import type { RouteGroup } from "../context.js";
import { staffDb } from "../db/staffSchema.js";
import { commonQuery, parseInput } from "../http/validation.js";
import { shopSettingsSchema } from "../staff/shopSettingsSchema.js";
import { staffOf } from "../staff/staffOf.js";
import { STAFF_ROLES } from "../staff/staffRoles.js";

/** The storefront's cache tag of everything that shows the shop settings (footer, terms, order pages). */
export const SETTINGS_CACHE_TAG = "settings";

const emptyQuery = z.strictObject({ ...commonQuery });

/**
 * The parts of the settings a shopper may see (company, returns, carriers). Pure.
 *
 * @example
 * publicSettings(settings).company.nip; // "5843012505"
 */
export function publicSettings(settings: ShopSettings): PublicShopSettings {
  return { company: settings.company, returns: settings.returns, carriers: settings.carriers };
}

/**
 * The shop-settings document (issue 25): every staff member reads it (`GET /api/admin/settings`), the owner
 * replaces it (`POST /api/admin/settings`, validated field by field in Polish, audited, announcing the
 * `settings` cache tag), shoppers read the public part (`GET /api/settings/public`).
 */
export const settingsRoutes: RouteGroup = {
  name: "settings",
  register(router, context) {
    const db = staffDb(context.database.db);

    router.get("/api/settings/public", { cache: "public" }, async (request) => {
      parseInput("query", emptyQuery, request.query);
      return publicSettings(await context.settings.read(db));
    });

    router.get("/api/admin/settings", { staff: { roles: STAFF_ROLES } }, async (request) => {
      parseInput("query", emptyQuery, request.query);
      return context.settings.read(db);
    });

    router.post("/api/admin/settings", { staff: { roles: ["owner"] } }, async (request) => {
      parseInput("query", emptyQuery, request.query);
      const actor = staffOf(request);
      const settings: ShopSettings = parseInput("body", shopSettingsSchema, request.body);
      await db.transaction().execute(async (trx) => {
        const before = await context.settings.read(trx);
        await context.settings.write(trx, settings);
        await context.audit.record(trx, {
          actor,
          action: "settings.update",
          entity: "settings",
          entityId: "1",
          before,
          after: settings,
        });
      });
      const tags = [SETTINGS_CACHE_TAG];
      const announced = await context.announcer.announce(tags);
      return { settings, tags, announced };
    });
  },
};
