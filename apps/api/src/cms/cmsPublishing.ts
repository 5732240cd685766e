// Previewing and publishing content (issue 25): split from cmsEditing.ts, which edits the drafts.
import type { StaffPrincipal } from "@outlet/contract";
import { randomToken, sha256Hex } from "../auth/secrets.js";
import type { Doc } from "../catalog/createCatalogStore.js";
import { bumpCatalogVersion } from "../catalog/productIndexWriter.js";
import { cmsDb } from "../db/cmsSchema.js";
import { ApiError } from "../http/apiError.js";
import { formatDateTime } from "../shop/formatDateTime.js";
import { cmsBlockCacheTags, cmsPageCacheTags } from "./cmsCacheTags.js";
import {
  actorName,
  asDb,
  type CmsEditingDeps,
  type ContentKind,
  editableOf,
  PREVIEW_TTL_MS,
  readContent,
} from "./cmsEditing.js";

/**
 * A preview of the draft (or, without one, of the live version): an unguessable key (256 bits) for the
 * shop's `/preview-cms-draft/{key}`, stored only as its SHA-256 in a `cms_draft` document that expires after
 * {@link PREVIEW_TTL_MS}. `null` when there is no such page or block. Audited without the key.
 *
 * @example
 * const { key } = (await previewContent(deps, "cms_page", 5, actor))!; // open /preview-cms-draft/<key>
 */
export async function previewContent(
  deps: CmsEditingDeps,
  kind: ContentKind,
  id: number,
  actor: StaffPrincipal,
): Promise<{ readonly key: string; readonly path: string; readonly expiresAt: string } | null> {
  const view = await readContent(deps, kind, id);
  if (!view) return null;
  const fields = (view.draft?.fields ?? view.published ?? {}) as Record<string, unknown>;
  const key = randomToken();
  const expiresAt = new Date(deps.now + PREVIEW_TTL_MS).toISOString();
  const stamp = formatDateTime(new Date(deps.now));
  const db = cmsDb(deps.database.db);
  await db.transaction().execute(async (trx) => {
    // expired previews go as new ones come: the table never grows with old keys
    const expired = await trx
      .selectFrom("catalog_document")
      .select(["id", "body"])
      .where("entity_type", "=", "cms_draft")
      .execute();
    const gone = expired
      .filter((row) => {
        const at = Date.parse(String((JSON.parse(row.body) as Doc).expires_at ?? ""));
        return !(at > deps.now);
      })
      .map((row) => row.id);
    if (gone.length > 0)
      await trx
        .deleteFrom("catalog_document")
        .where("entity_type", "=", "cms_draft")
        .where("id", "in", gone)
        .execute();
    const next = await trx
      .selectFrom("catalog_document")
      .select((eb) => eb.fn.max("id").as("max"))
      .where("entity_type", "=", "cms_draft")
      .executeTakeFirst();
    const draftId = Number(next?.max ?? 0) + 1;
    const title = String(fields.title ?? "");
    await trx
      .insertInto("catalog_document")
      .values({
        entity_type: "cms_draft",
        id: draftId,
        doc_key: sha256Hex(key),
        url_path: null,
        is_active: 1,
        updated_at: stamp,
        body: JSON.stringify({
          id,
          identifier: fields.identifier,
          url_key: fields.identifier,
          title,
          content_heading: title,
          content: fields.content ?? "",
          meta_title: fields.meta_title ?? title,
          meta_description: fields.meta_description ?? title,
          active: fields.active !== false,
          store_id: [0],
          creation_time: stamp,
          update_time: stamp,
          type: kind,
          draft: true,
          expires_at: expiresAt,
        }),
      })
      .execute();
    await deps.audit.record(trx, {
      actor,
      action: `${kind}.preview`,
      entity: kind,
      entityId: String(id),
      before: null,
      after: { expiresAt },
    });
  });
  return { key, path: `/preview-cms-draft/${key}`, expiresAt };
}

/**
 * Makes the draft of a page or block live: the catalogue document is written (a new catalogue version, so
 * every API process reads it at once), the version joins the history, the draft is removed. Answers the
 * cache tags to announce (cmsCacheTags.ts); `null` when there is no such page or block. A page or block
 * without a draft answers 409 `in_progress` "Brak zmian do opublikowania". Audited (`….publish`).
 *
 * @example
 * const { tags } = (await publishContent(deps, "cms_page", 5, actor))!; // ["cmsPage", "cmsPage-o-nas"]
 */
export async function publishContent(
  deps: CmsEditingDeps,
  kind: ContentKind,
  id: number,
  actor: StaffPrincipal,
): Promise<{ readonly tags: readonly string[]; readonly version: number } | null> {
  const view = await readContent(deps, kind, id);
  if (!view) return null;
  if (!view.draft)
    throw new ApiError("in_progress", {
      message: { pl: "Brak zmian do opublikowania.", en: "There is no draft to publish." },
    });
  const fields = view.draft.fields;
  const identifier = String(fields.identifier);
  const db = cmsDb(deps.database.db);
  const stamp = formatDateTime(new Date(deps.now));
  let version = 0;
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("catalog_document")
      .select("body")
      .where("entity_type", "=", kind)
      .where("id", "=", id)
      .executeTakeFirst();
    const before = row ? (JSON.parse(row.body) as Doc) : null;
    const title = String(fields.title);
    const body: Doc =
      kind === "cms_page"
        ? {
            id,
            store_id: [0],
            page_layout: "1column",
            meta_keywords: "",
            creation_time: stamp,
            ...before,
            ...fields,
            url_key: identifier,
            content_heading: title,
            update_time: stamp,
            type: "cms_page",
          }
        : {
            id,
            store_id: [0],
            creation_time: stamp,
            ...before,
            ...fields,
            update_time: stamp,
            type: "cms_block",
          };
    const values = {
      doc_key: identifier,
      url_path: kind === "cms_page" ? identifier : null,
      is_active: fields.active === false ? 0 : 1,
      body: JSON.stringify(body),
      updated_at: stamp,
    };
    if (row)
      await trx
        .updateTable("catalog_document")
        .set(values)
        .where("entity_type", "=", kind)
        .where("id", "=", id)
        .execute();
    else
      await trx
        .insertInto("catalog_document")
        .values({ entity_type: kind, id, ...values })
        .execute();
    const last = await trx
      .selectFrom("cms_version")
      .select((eb) => eb.fn.max("version").as("max"))
      .where("kind", "=", kind)
      .where("entity_id", "=", id)
      .executeTakeFirst();
    version = Number(last?.max ?? 0) + 1;
    await trx
      .insertInto("cms_version")
      .values({
        kind,
        entity_id: id,
        version,
        body: JSON.stringify(fields),
        published_at: deps.now,
        published_by: actorName(actor),
      })
      .execute();
    await trx.deleteFrom("cms_edit").where("kind", "=", kind).where("entity_id", "=", id).execute();
    await bumpCatalogVersion(asDb(trx));
    await deps.audit.record(trx, {
      actor,
      action: `${kind}.publish`,
      entity: kind,
      entityId: String(id),
      before: before ? editableOf(kind, before) : null,
      after: { ...fields, version },
    });
  });
  await deps.catalog.reload();
  const tags =
    kind === "cms_page"
      ? cmsPageCacheTags(identifier, view.published ? String(view.published.identifier) : null)
      : cmsBlockCacheTags();
  return { tags, version };
}
