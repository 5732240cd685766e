import type { Kysely, Migration } from "kysely";
import { columnTypes } from "./dialect.js";

/**
 * The migrations of issue 25's content side (names 4200–4299), spread into the core migration list:
 * `cms_edit` holds the one working draft per CMS page, block or the menu (what staff saved but did not
 * publish yet), `cms_version` every published version (the history). The live content stays in
 * `catalog_document` (`cms_page`, `cms_block`, `site_config`), where the shop reads it (src/db/cmsSchema.ts).
 */
export const cmsMigrations: Record<string, Migration> = {
  "4200_cms_editing": {
    async up(db: Kysely<unknown>): Promise<void> {
      const t = columnTypes(db);
      await db.schema
        .createTable("cms_edit")
        .addColumn("kind", "text", (c) => c.notNull())
        .addColumn("entity_id", "integer", (c) => c.notNull())
        .addColumn("body", "text", (c) => c.notNull())
        .addColumn("updated_at", t.epochMs, (c) => c.notNull())
        .addColumn("updated_by", "text", (c) => c.notNull())
        .addPrimaryKeyConstraint("cms_edit_pk", ["kind", "entity_id"])
        .execute();
      await db.schema
        .createTable("cms_version")
        .addColumn("id", "integer", t.generatedId)
        .addColumn("kind", "text", (c) => c.notNull())
        .addColumn("entity_id", "integer", (c) => c.notNull())
        .addColumn("version", "integer", (c) => c.notNull())
        .addColumn("body", "text", (c) => c.notNull())
        .addColumn("published_at", t.epochMs, (c) => c.notNull())
        .addColumn("published_by", "text", (c) => c.notNull())
        .addUniqueConstraint("cms_version_entity", ["kind", "entity_id", "version"])
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable("cms_version").execute();
      await db.schema.dropTable("cms_edit").execute();
    },
  },
};
