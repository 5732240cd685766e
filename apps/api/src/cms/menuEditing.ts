import type { StaffPrincipal } from "@outlet/contract";
import type { Kysely } from "kysely";
import type { Doc } from "../catalog/createCatalogStore.js";
import { bumpCatalogVersion } from "../catalog/productIndexWriter.js";
import { cmsDb } from "../db/cmsSchema.js";
import type { Database } from "../db/schema.js";
import { ApiError, type Issue } from "../http/apiError.js";
import { issue } from "../http/validation.js";
import { formatDateTime } from "../shop/formatDateTime.js";
import { MENU_CACHE_TAG } from "./cmsCacheTags.js";
import type { CmsEditingDeps } from "./cmsEditing.js";
import type { MenuEntryInput, MenuInput } from "./cmsEditSchemas.js";

/** One entry of the menu as the shop reads it (api-contract.md §12.9, the site configuration's `menu`). */
interface PublishedMenuItem {
  readonly id: number;
  readonly parentId: number;
  readonly label: string;
  readonly url: string;
  readonly children: readonly PublishedMenuItem[];
}

/** The menu as the edit screen reads it: the live entries, the draft, the history. */
export interface MenuView {
  readonly published: readonly MenuEntryInput[];
  readonly draft: {
    readonly items: readonly MenuEntryInput[];
    readonly updatedAt: number;
    readonly updatedBy: string;
  } | null;
  readonly versions: readonly {
    readonly version: number;
    readonly publishedAt: number;
    readonly publishedBy: string;
  }[];
  /** The choices of a link target: active categories and CMS pages. */
  readonly categories: readonly { readonly id: number; readonly name: string; readonly level: number }[];
  readonly pages: readonly { readonly identifier: string; readonly title: string }[];
}

/** The menu's one draft and its versions are stored under this id. */
const MENU_ID = 1;
/** The site configuration the shop reads the menu from (seed/siteConfigDocument.ts). */
const SITE_CONFIG_KEY = "default";

const slugOf = (category: Doc) => String(category.url_key ?? category.slug ?? "");

async function siteConfig(deps: CmsEditingDeps) {
  const row = await cmsDb(deps.database.db)
    .selectFrom("catalog_document")
    .select(["id", "body"])
    .where("entity_type", "=", "site_config")
    .orderBy("id")
    .executeTakeFirst();
  return row ? { id: row.id, body: JSON.parse(row.body) as Doc } : null;
}

/** The edited entries of a menu the shop had before staff edited it (the seed's, or an import's). */
function entriesOfPublished(menu: readonly Doc[], categories: readonly Doc[]): MenuEntryInput[] {
  const entryOf = (item: Doc): Omit<MenuEntryInput, "children"> => {
    const url = String(item.url ?? "");
    const label = String(item.label ?? "");
    const categorySlug = /^\/category\/([^/?#]+)$/.exec(url)?.[1];
    const category = categorySlug ? categories.find((c) => slugOf(c) === categorySlug) : undefined;
    if (category) return { label, type: "category", categoryId: Number(category.id), visible: true };
    const page = /^\/cms-page\/([^/?#]+)$/.exec(url)?.[1];
    if (page) return { label, type: "cms_page", pageIdentifier: page, visible: true };
    return { label, type: "url", url, visible: true };
  };
  return menu.map((item) => ({
    ...entryOf(item),
    children: ((item.children as Doc[] | undefined) ?? []).map(entryOf),
  }));
}

/**
 * The menu with its draft, history and the link targets to choose from.
 *
 * @example
 * (await readMenu(deps)).published[0]?.label; // "Kobiety"
 */
export async function readMenu(deps: CmsEditingDeps): Promise<MenuView> {
  const db = cmsDb(deps.database.db);
  const [config, categories, pages, edit, versions] = await Promise.all([
    siteConfig(deps),
    deps.catalog.documents("category"),
    deps.catalog.documents("cms_page"),
    db
      .selectFrom("cms_edit")
      .selectAll()
      .where("kind", "=", "menu")
      .where("entity_id", "=", MENU_ID)
      .executeTakeFirst(),
    db
      .selectFrom("cms_version")
      .select(["version", "published_at", "published_by"])
      .where("kind", "=", "menu")
      .where("entity_id", "=", MENU_ID)
      .orderBy("version", "desc")
      .limit(50)
      .execute(),
  ]);
  const body = config?.body ?? {};
  const published = Array.isArray(body._menu_entries)
    ? (body._menu_entries as MenuEntryInput[])
    : entriesOfPublished((body.menu as Doc[] | undefined) ?? [], categories);
  return {
    published,
    draft: edit
      ? {
          items: (JSON.parse(edit.body) as MenuInput).items,
          updatedAt: Number(edit.updated_at),
          updatedBy: edit.updated_by,
        }
      : null,
    versions: versions.map((v) => ({
      version: Number(v.version),
      publishedAt: Number(v.published_at),
      publishedBy: v.published_by,
    })),
    categories: categories
      .filter((c) => Number(c.level) >= 2)
      .map((c) => ({ id: Number(c.id), name: String(c.name ?? ""), level: Number(c.level) })),
    pages: pages.map((p) => ({ identifier: String(p.identifier ?? ""), title: String(p.title ?? "") })),
  };
}

/** The entries of a top entry and its children with their body paths (`items.0`, `items.0.children.1`). */
function* withPaths(items: readonly MenuEntryInput[]) {
  for (const [i, item] of items.entries()) {
    yield { path: `items.${i}`, entry: item };
    for (const [j, child] of (item.children ?? []).entries())
      yield { path: `items.${i}.children.${j}`, entry: child };
  }
}

/**
 * Saves the edited menu as its draft (the shop still shows the published one), after checking every link
 * target exists (a Polish message at the entry's field otherwise). Audited (`menu.draft`).
 *
 * @example
 * await saveMenuDraft(deps, { items }, actor);
 */
export async function saveMenuDraft(
  deps: CmsEditingDeps,
  input: MenuInput,
  actor: StaffPrincipal,
): Promise<MenuView> {
  const [categories, pages] = await Promise.all([
    deps.catalog.documents("category"),
    deps.catalog.documents("cms_page"),
  ]);
  const categoryIds = new Set(categories.map((c) => Number(c.id)));
  const identifiers = new Set(pages.map((p) => String(p.identifier)));
  const issues: Issue[] = [];
  for (const { path, entry } of withPaths(input.items)) {
    if (entry.type === "category" && !categoryIds.has(Number(entry.categoryId)))
      issues.push(
        issue(`${path}.categoryId`, "invalid_enum", "Nie ma takiej kategorii.", "No such category."),
      );
    if (entry.type === "cms_page" && !identifiers.has(String(entry.pageIdentifier)))
      issues.push(
        issue(
          `${path}.pageIdentifier`,
          "invalid_enum",
          "Nie ma takiej opublikowanej strony.",
          "No such published page.",
        ),
      );
  }
  if (issues.length > 0) throw ApiError.invalid(issues);
  const db = cmsDb(deps.database.db);
  await db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom("cms_edit")
      .select("body")
      .where("kind", "=", "menu")
      .where("entity_id", "=", MENU_ID)
      .executeTakeFirst();
    const body = JSON.stringify(input);
    await trx
      .insertInto("cms_edit")
      .values({ kind: "menu", entity_id: MENU_ID, body, updated_at: deps.now, updated_by: actor.email })
      .onConflict((oc) =>
        oc
          .columns(["kind", "entity_id"])
          .doUpdateSet({ body, updated_at: deps.now, updated_by: actor.email }),
      )
      .execute();
    await deps.audit.record(trx, {
      actor,
      action: "menu.draft",
      entity: "menu",
      entityId: String(MENU_ID),
      before: before ? JSON.parse(before.body) : null,
      after: input,
    });
  });
  return readMenu(deps);
}

/**
 * The menu as the shop reads it: visible entries only, each link target as the address the shop links
 * (`/category/<slug>`, `/cms-page/<identifier>`, the address given). Pure.
 *
 * @example
 * publishedMenu(items, categories)[0]?.url; // "/category/sukienki"
 */
export function publishedMenu(
  items: readonly MenuEntryInput[],
  categories: readonly Doc[],
): PublishedMenuItem[] {
  const urlOf = (entry: Omit<MenuEntryInput, "children">): string => {
    if (entry.type === "category") {
      const category = categories.find((c) => Number(c.id) === entry.categoryId);
      return `/category/${category ? slugOf(category) : String(entry.categoryId)}`;
    }
    if (entry.type === "cms_page") return `/cms-page/${entry.pageIdentifier}`;
    return String(entry.url);
  };
  return items
    .filter((item) => item.visible)
    .map((item, i) => {
      const id = (i + 1) * 100;
      return {
        id,
        parentId: 0,
        label: item.label,
        url: urlOf(item),
        children: (item.children ?? [])
          .filter((child) => child.visible)
          .map((child, j) => ({
            id: id + j + 1,
            parentId: id,
            label: child.label,
            url: urlOf(child),
            children: [],
          })),
      };
    });
}

/**
 * Makes the menu's draft live in the site configuration (a new catalogue version), keeps the version, removes
 * the draft, and answers the tag to announce: `menu` (every page shows it). 409 without a draft. Audited
 * (`menu.publish`).
 *
 * @example
 * const { tags } = await publishMenu(deps, actor); // ["menu"]
 */
export async function publishMenu(
  deps: CmsEditingDeps,
  actor: StaffPrincipal,
): Promise<{ readonly tags: readonly string[]; readonly version: number }> {
  const view = await readMenu(deps);
  if (!view.draft)
    throw new ApiError("in_progress", {
      message: { pl: "Brak zmian do opublikowania.", en: "There is no draft to publish." },
    });
  const items = view.draft.items;
  const categories = await deps.catalog.documents("category");
  const config = await siteConfig(deps);
  const menu = publishedMenu(items, categories);
  const db = cmsDb(deps.database.db);
  const stamp = formatDateTime(new Date(deps.now));
  let version = 0;
  await db.transaction().execute(async (trx) => {
    const body = { ...(config?.body ?? {}), menu, _menu_entries: items };
    if (config)
      await trx
        .updateTable("catalog_document")
        .set({ body: JSON.stringify(body), updated_at: stamp })
        .where("entity_type", "=", "site_config")
        .where("id", "=", config.id)
        .execute();
    else
      await trx
        .insertInto("catalog_document")
        .values({
          entity_type: "site_config",
          id: 1,
          doc_key: SITE_CONFIG_KEY,
          url_path: null,
          is_active: 1,
          body: JSON.stringify(body),
          updated_at: stamp,
        })
        .execute();
    const last = await trx
      .selectFrom("cms_version")
      .select((eb) => eb.fn.max("version").as("max"))
      .where("kind", "=", "menu")
      .where("entity_id", "=", MENU_ID)
      .executeTakeFirst();
    version = Number(last?.max ?? 0) + 1;
    await trx
      .insertInto("cms_version")
      .values({
        kind: "menu",
        entity_id: MENU_ID,
        version,
        body: JSON.stringify({ items }),
        published_at: deps.now,
        published_by: actor.email,
      })
      .execute();
    await trx.deleteFrom("cms_edit").where("kind", "=", "menu").where("entity_id", "=", MENU_ID).execute();
    await bumpCatalogVersion(trx as unknown as Kysely<Database>);
    await deps.audit.record(trx, {
      actor,
      action: "menu.publish",
      entity: "menu",
      entityId: String(MENU_ID),
      before: view.published,
      after: { items, version },
    });
  });
  await deps.catalog.reload();
  return { tags: [MENU_CACHE_TAG], version };
}
