import { createHmac } from "node:crypto";
import { largestDiscountPercent, specialWindowActive, toGrosze } from "@outlet/pricing";
import { sql } from "kysely";
import { sha256Hex } from "../auth/secrets.js";
import { writeCatalogue } from "../catalog/catalogWriter.js";
import type { AppDatabase } from "../db/openDatabase.js";
import { createRandom } from "./createRandom.js";
import { FLAGS } from "./flagsFor.js";
import { generateContent } from "./generateContent.js";
import { generateProducts } from "./generateProducts.js";
import { DAY_MS, type GeneratedCatalogue, type SeedDocument } from "./seedTypes.js";

/**
 * The unguessable key of a CMS draft (S8: ≥ 128 bits): HMAC-SHA256 of the draft id under the app secret,
 * base64url (43 characters). Deterministic per installation, unknown without the secret.
 *
 * @example
 * draftKeyFor(secret, 1); // "Q2…" (43 characters)
 */
export function draftKeyFor(appSecret: string, id: number): string {
  return createHmac("sha256", appSecret).update(`cms-draft:${id}`).digest("base64url");
}

/** Advisory lock key of the seed on PostgreSQL (any constant; only the seed takes it). */
const SEED_LOCK = 4_242_001;

/** Options for {@link generateCatalogue}. */
export interface GenerateCatalogueOptions {
  readonly seed: number;
  /** Top-level products (configurable and simple); bundles, grouped, virtual and downloadable come on top. */
  readonly size: number;
  /** Reference time (ms); dates such as special-price windows are relative to it. */
  readonly now: number;
  readonly appSecret: string;
}

/**
 * The whole demo catalogue, deterministic for the same seed, size and reference day.
 *
 * @example
 * const catalogue = generateCatalogue({ seed: 1, size: 600, now: Date.now(), appSecret: "…" });
 */
export function generateCatalogue(options: GenerateCatalogueOptions): GeneratedCatalogue {
  const day = Math.floor(options.now / DAY_MS) * DAY_MS + 12 * 3_600_000;
  const random = createRandom(options.seed);
  const products = generateProducts({ random, size: options.size, now: day });
  const banners = products.documents
    .filter(
      (d) =>
        d.entity_type === "product" &&
        d.body.type_id === "configurable" &&
        d.is_active &&
        d.body.visibility === 4,
    )
    .slice(0, 3)
    .map((d) => ({
      sku: d.body.sku as string,
      name: d.body.name as string,
      path: `/p/${d.body.sku as string}/${d.body.slug as string}`,
      image: d.body.image as string,
    }));
  const content = generateContent({
    now: day,
    productBanners: banners,
    newCollectionDiscount: newCollectionDiscount(products.documents, day),
    draftKey: (id) => draftKeyFor(options.appSecret, id),
    hashKey: sha256Hex,
  });
  return {
    documents: [...content, ...products.documents],
    stock: products.stock,
    priceHistory: products.priceHistory,
  };
}

/**
 * The largest discount of what the "Nowa kolekcja" banner links to (`/tag/nowosci`): listed, enabled
 * products with the new-products flag whose special price applies on the seed's day. `null` when none.
 *
 * @example
 * newCollectionDiscount(products.documents, day); // 60
 */
export function newCollectionDiscount(documents: readonly SeedDocument[], now: number): number | null {
  return largestDiscountPercent(
    documents
      .filter(
        (d) =>
          d.entity_type === "product" &&
          d.is_active &&
          d.body.visibility === 4 &&
          Array.isArray(d.body.flags_ids) &&
          d.body.flags_ids.includes(FLAGS.new.id) &&
          typeof d.body.special_price === "number" &&
          specialWindowActive(d.body, now),
      )
      .map((d) => ({
        regularGrosze: toGrosze(Number(d.body.price)),
        specialGrosze: toGrosze(Number(d.body.special_price)),
      })),
  );
}

/**
 * Fills an empty database with the demo catalogue in one transaction, through the catalogue writer (the
 * same path as the import). Does nothing when the database was
 * seeded before (the `seeded_at` meta key). Returns whether it seeded.
 *
 * @example
 * await seedDatabase(database, { seed: 20240501, size: 600, now: Date.now(), appSecret });
 */
export async function seedDatabase(
  database: AppDatabase,
  options: GenerateCatalogueOptions,
): Promise<boolean> {
  // one transaction: the catalogue and the `seeded_at` mark land together or not at all; on PostgreSQL an
  // advisory lock makes API processes that start together on an empty database seed it once
  return database.db.transaction().execute(async (trx) => {
    if (database.dialect === "postgres") await sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`.execute(trx);
    const existing = await trx
      .selectFrom("meta")
      .select("value")
      .where("key", "=", "seeded_at")
      .executeTakeFirst();
    if (existing) return false;
    const catalogue = generateCatalogue(options);
    const stamp = new Date(options.now).toISOString();
    await writeCatalogue(trx, catalogue, { updatedAt: stamp });
    await trx
      .insertInto("meta")
      .values([
        { key: "seed", value: String(options.seed) },
        { key: "catalogue_size", value: String(options.size) },
        { key: "seeded_at", value: stamp },
      ])
      .execute();
    return true;
  });
}
