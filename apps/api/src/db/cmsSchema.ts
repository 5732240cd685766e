import type { Generated, Kysely } from "kysely";
import type { Database } from "./schema.js";
import type { AnyKysely } from "./staffSchema.js";

// The content side of the back office (issue 25): working drafts and published versions of CMS pages,
// blocks and the menu. Times are epoch ms; `updated_by` / `published_by` are the staff member's e-mail
// (or the API key's name), never a secret.

/** What a draft or version belongs to: a CMS page, a CMS block, or the menu (one, `entity_id` 1). */
export type CmsKind = "cms_page" | "cms_block" | "menu";

/** The one working draft of a page, block or the menu (replaced on each save, removed on publishing). */
export interface CmsEditTable {
  kind: CmsKind;
  entity_id: number;
  /** JSON of the edited fields. */
  body: string;
  updated_at: number;
  updated_by: string;
}

/** One published version (the history; `version` counts from 1 per page, block or the menu). */
export interface CmsVersionTable {
  id: Generated<number>;
  kind: CmsKind;
  entity_id: number;
  version: number;
  /** JSON of the published fields. */
  body: string;
  published_at: number;
  published_by: string;
}

/** The tables of {@link CmsKind} editing. */
export interface CmsTables {
  cms_edit: CmsEditTable;
  cms_version: CmsVersionTable;
}

/** A Kysely handle that knows the content tables. */
export type CmsDb = Kysely<Database & CmsTables>;

/**
 * The same handle (or transaction), typed with the content tables.
 *
 * @example
 * const db = cmsDb(context.database.db);
 */
export function cmsDb(db: AnyKysely): CmsDb {
  return db as unknown as CmsDb;
}
