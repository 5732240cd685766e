import type { Kysely } from "kysely";
import type { Database } from "../db/schema.js";
import type { MediaSubject } from "./parseMediaPath.js";

const MAX_REMEMBERED = 10_000;
const REMEMBER_MS = 60_000;

/** Whether a generated image names something the catalogue has. */
export interface MediaCatalogue {
  /** True when `path` is a product's picture (its sku exists) or a banner a document links to. */
  exists(path: string, subject: MediaSubject): Promise<boolean>;
}

/**
 * The check in front of the image renderer (issue 31 finding 6: pictures of unknown products and made-up
 * banner names were rendered and written to disk without bound): a garment picture needs a product with
 * the sku of its file name (`suk-0001-2.png` → `SUK-0001`, one indexed lookup), a banner a content
 * document that links to it. Answers are remembered for a minute (at most 10 000 paths, oldest first), so
 * a flood of one made-up path costs one query.
 *
 * @example
 * const media = createMediaCatalogue(database.db);
 * await media.exists("banners/head-pl.jpg", subject); // true
 */
export function createMediaCatalogue(db: Kysely<Database>): MediaCatalogue {
  const remembered = new Map<string, { known: boolean; until: number }>();
  const look = async (path: string, subject: MediaSubject): Promise<boolean> => {
    if (subject.kind === "banner") {
      const name = path.replace(/^\/+/, "");
      const row = await db
        .selectFrom("catalog_document")
        .select("id")
        .where("entity_type", "<>", "product")
        .where("body", "like", `%/${name.replace(/[%_\\]/g, "")}%`)
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    }
    const file = path.split("/").at(-1) ?? "";
    const sku = /^([a-z]{3}-\d{4,7})/.exec(file)?.[1]?.toUpperCase();
    if (!sku) return false;
    let query = db
      .selectFrom("catalog_document")
      .select("id")
      .where("entity_type", "=", "product")
      .where("doc_key", "=", sku);
    // a set's picture names its parts: only the combination its product document holds is drawn (the path
    // is only letters, digits, "-", "_", "/" and "." here: parseMediaPath checked it; "_" matches itself too)
    if (subject.kind === "set") query = query.where("body", "like", `%/${path}%`);
    const row = await query.limit(1).executeTakeFirst();
    return row !== undefined;
  };
  return {
    async exists(path, subject) {
      const now = Date.now();
      const known = remembered.get(path);
      if (known && known.until > now) return known.known;
      const answer = await look(path, subject);
      remembered.delete(path);
      if (remembered.size >= MAX_REMEMBERED) remembered.delete(remembered.keys().next().value as string);
      remembered.set(path, { known: answer, until: now + REMEMBER_MS });
      return answer;
    },
  };
}
