import type { StaffPrincipal } from "@outlet/contract";
import type { Kysely } from "kysely";
import type { CatalogStore, Doc } from "../catalog/createCatalogStore.js";
import { type CmsDb, type CmsKind, cmsDb } from "../db/cmsSchema.js";
import type { AppDatabase } from "../db/openDatabase.js";
import type { Database } from "../db/schema.js";
import { ApiError } from "../http/apiError.js";
import { issue } from "../http/validation.js";
import type { AuditRecorder } from "../staff/createAuditRecorder.js";
import type { CmsBlockInput, CmsPageInput } from "./cmsEditSchemas.js";
import { sanitizeCmsHtml } from "./sanitizeCmsHtml.js";

/** A content entry staff edit: a CMS page or a CMS block. */
export type ContentKind = Extract<CmsKind, "cms_page" | "cms_block">;

/** The edited fields of a page or block. */
export type ContentFields = CmsPageInput | CmsBlockInput;

/** How long a preview link opens the draft (api-contract.md §10.4: the key expires). */
export const PREVIEW_TTL_MS = 24 * 60 * 60 * 1000;

/** What the content routes need: the database, the catalogue (reloaded after publishing), audit, clock. */
export interface CmsEditingDeps {
  readonly database: AppDatabase;
  readonly catalog: CatalogStore;
  readonly audit: AuditRecorder;
  readonly now: number;
}

/** A page or block in the staff list. */
export interface ContentListItem {
  readonly id: number;
  readonly identifier: string;
  readonly title: string;
  readonly active: boolean;
  /** Whether a version is live in the shop. */
  readonly published: boolean;
  /** Whether unpublished changes wait. */
  readonly hasDraft: boolean;
  /** Epoch ms of the last save or publication. */
  readonly updatedAt: number | null;
}

/** One published version in a page's or block's history. */
export interface VersionView {
  readonly version: number;
  readonly publishedAt: number;
  readonly publishedBy: string;
  readonly fields: Readonly<Record<string, unknown>>;
}

/** A page or block as the edit screen reads it: the live fields, the draft, the history. */
export interface ContentView {
  readonly id: number;
  readonly kind: ContentKind;
  readonly published: Readonly<Record<string, unknown>> | null;
  readonly draft: {
    readonly fields: Readonly<Record<string, unknown>>;
    readonly updatedAt: number;
    readonly updatedBy: string;
  } | null;
  readonly versions: readonly VersionView[];
}

const PAGE_FIELDS = ["title", "identifier", "content", "meta_title", "meta_description", "active"] as const;
const BLOCK_FIELDS = ["title", "identifier", "content", "active"] as const;

const fieldsOf = (kind: ContentKind) => (kind === "cms_page" ? PAGE_FIELDS : BLOCK_FIELDS);

/** The edited fields of a stored document. */
export function editableOf(kind: ContentKind, body: Doc): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const field of fieldsOf(kind))
    fields[field] = field === "active" ? body.active !== false : String(body[field] ?? "");
  return fields;
}

/** Who acted, as the drafts and versions record it (never a secret). */
export const actorName = (actor: StaffPrincipal) => actor.email;

/** The content tables seen as the whole schema, for the catalogue writers that take it. */
export const asDb = (db: CmsDb) => db as unknown as Kysely<Database>;

async function storedDocs(db: CmsDb, kind: ContentKind) {
  const rows = await db
    .selectFrom("catalog_document")
    .select(["id", "body", "is_active", "updated_at"])
    .where("entity_type", "=", kind)
    .orderBy("id")
    .execute();
  return rows.map((row) => ({ id: row.id, body: JSON.parse(row.body) as Doc }));
}

async function drafts(db: CmsDb, kind: CmsKind) {
  const rows = await db
    .selectFrom("cms_edit")
    .selectAll()
    .where("kind", "=", kind)
    .orderBy("entity_id")
    .execute();
  return rows.map((row) => ({
    id: Number(row.entity_id),
    fields: JSON.parse(row.body) as Record<string, unknown>,
    updatedAt: Number(row.updated_at),
    updatedBy: row.updated_by,
  }));
}

/**
 * Every page or block, live or only drafted, ascending id: the draft's title and identifier where one
 * waits.
 *
 * @example
 * await listContent(deps, "cms_page"); // [{ id: 1, identifier: "faq", hasDraft: false, … }, …]
 */
export async function listContent(deps: CmsEditingDeps, kind: ContentKind): Promise<ContentListItem[]> {
  const db = cmsDb(deps.database.db);
  const [docs, edits] = await Promise.all([storedDocs(db, kind), drafts(db, kind)]);
  const byId = new Map<number, ContentListItem>();
  for (const { id, body } of docs)
    byId.set(id, {
      id,
      identifier: String(body.identifier ?? ""),
      title: String(body.title ?? ""),
      active: body.active !== false,
      published: true,
      hasDraft: false,
      updatedAt: null,
    });
  for (const edit of edits) {
    const live = byId.get(edit.id);
    byId.set(edit.id, {
      id: edit.id,
      identifier: String(edit.fields.identifier ?? live?.identifier ?? ""),
      title: String(edit.fields.title ?? live?.title ?? ""),
      active: edit.fields.active !== false,
      published: live?.published ?? false,
      hasDraft: true,
      updatedAt: edit.updatedAt,
    });
  }
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/**
 * One page or block with its draft and published history; `null` when neither exists.
 *
 * @example
 * (await readContent(deps, "cms_page", 5))?.draft?.fields.title;
 */
export async function readContent(
  deps: CmsEditingDeps,
  kind: ContentKind,
  id: number,
): Promise<ContentView | null> {
  const db = cmsDb(deps.database.db);
  const [row, edit, versions] = await Promise.all([
    db
      .selectFrom("catalog_document")
      .select("body")
      .where("entity_type", "=", kind)
      .where("id", "=", id)
      .executeTakeFirst(),
    db
      .selectFrom("cms_edit")
      .selectAll()
      .where("kind", "=", kind)
      .where("entity_id", "=", id)
      .executeTakeFirst(),
    db
      .selectFrom("cms_version")
      .selectAll()
      .where("kind", "=", kind)
      .where("entity_id", "=", id)
      .orderBy("version", "desc")
      .limit(50)
      .execute(),
  ]);
  if (!row && !edit) return null;
  return {
    id,
    kind,
    published: row ? editableOf(kind, JSON.parse(row.body) as Doc) : null,
    draft: edit
      ? {
          fields: JSON.parse(edit.body) as Record<string, unknown>,
          updatedAt: Number(edit.updated_at),
          updatedBy: edit.updated_by,
        }
      : null,
    versions: versions.map((v) => ({
      version: Number(v.version),
      publishedAt: Number(v.published_at),
      publishedBy: v.published_by,
      fields: JSON.parse(v.body) as Record<string, unknown>,
    })),
  };
}

/** Refuses (400 at `identifier`) an identifier another page or block of the kind has, live or drafted. */
async function refuseTakenIdentifier(db: CmsDb, kind: ContentKind, id: number, identifier: string) {
  const [docs, edits] = await Promise.all([storedDocs(db, kind), drafts(db, kind)]);
  const taken =
    docs.some((doc) => doc.id !== id && doc.body.identifier === identifier) ||
    edits.some((edit) => edit.id !== id && edit.fields.identifier === identifier);
  if (!taken) return;
  const what = kind === "cms_page" ? "Strona" : "Blok";
  throw ApiError.invalid([
    issue(
      "identifier",
      "conflict",
      `${what} o tym identyfikatorze już istnieje.`,
      "This identifier is already used.",
    ),
  ]);
}

/** The fields as stored: the content HTML sanitised. */
const cleaned = (fields: ContentFields): ContentFields => ({
  ...fields,
  content: sanitizeCmsHtml(fields.content),
});

async function writeDraft(
  deps: CmsEditingDeps,
  kind: ContentKind,
  id: number,
  fields: ContentFields,
  actor: StaffPrincipal,
  action: "create" | "draft",
): Promise<ContentView> {
  const db = cmsDb(deps.database.db);
  await refuseTakenIdentifier(db, kind, id, fields.identifier);
  const stored = cleaned(fields);
  await db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom("cms_edit")
      .select("body")
      .where("kind", "=", kind)
      .where("entity_id", "=", id)
      .executeTakeFirst();
    const values = {
      kind,
      entity_id: id,
      body: JSON.stringify(stored),
      updated_at: deps.now,
      updated_by: actorName(actor),
    };
    await trx
      .insertInto("cms_edit")
      .values(values)
      .onConflict((oc) =>
        oc.columns(["kind", "entity_id"]).doUpdateSet({
          body: values.body,
          updated_at: values.updated_at,
          updated_by: values.updated_by,
        }),
      )
      .execute();
    await deps.audit.record(trx, {
      actor,
      action: `${kind}.${action}`,
      entity: kind,
      entityId: String(id),
      before: before ? JSON.parse(before.body) : null,
      after: stored,
    });
  });
  return (await readContent(deps, kind, id)) as ContentView;
}

/**
 * A new page or block: saved as a draft under the next free id (live only once published). Audited
 * (`cms_page.create` / `cms_block.create`).
 *
 * @example
 * const view = await createContent(deps, "cms_page", fields, actor); // view.published === null
 */
export async function createContent(
  deps: CmsEditingDeps,
  kind: ContentKind,
  fields: ContentFields,
  actor: StaffPrincipal,
): Promise<ContentView> {
  const db = cmsDb(deps.database.db);
  const [docs, edits] = await Promise.all([storedDocs(db, kind), drafts(db, kind)]);
  const id = Math.max(0, ...docs.map((d) => d.id), ...edits.map((e) => e.id)) + 1;
  return writeDraft(deps, kind, id, fields, actor, "create");
}

/**
 * Saves the fields of an existing page or block as its draft (the shop still shows the published
 * version). `null` when there is no such page or block. Audited (`cms_page.draft` / `cms_block.draft`).
 *
 * @example
 * await saveContentDraft(deps, "cms_page", 5, fields, actor);
 */
export async function saveContentDraft(
  deps: CmsEditingDeps,
  kind: ContentKind,
  id: number,
  fields: ContentFields,
  actor: StaffPrincipal,
): Promise<ContentView | null> {
  if (!(await readContent(deps, kind, id))) return null;
  return writeDraft(deps, kind, id, fields, actor, "draft");
}
