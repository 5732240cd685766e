import type { RaRecord } from "ra-core";
import { adminFetch } from "./adminFetch";

/** The API's path segment of each content resource (`/api/admin/cms/pages`, `/api/admin/cms/blocks`). */
export const CMS_RESOURCES = { "cms-pages": "pages", "cms-blocks": "blocks" } as const;

/** A content resource's path segment. */
export type CmsSegment = (typeof CMS_RESOURCES)[keyof typeof CMS_RESOURCES];

/** A page or block in the list. */
export interface CmsListRecord extends RaRecord<number> {
  readonly identifier: string;
  readonly title: string;
  readonly active: boolean;
  readonly published: boolean;
  readonly hasDraft: boolean;
  readonly updatedAt: number | null;
}

/** One published version. */
export interface CmsVersion {
  readonly version: number;
  readonly publishedAt: number;
  readonly publishedBy: string;
}

/** The edited fields (a block has no meta fields). */
export interface CmsFields {
  readonly title: string;
  readonly identifier: string;
  readonly content: string;
  readonly meta_title?: string;
  readonly meta_description?: string;
  readonly active: boolean;
}

/** A page or block as the edit form holds it: the draft's fields where one waits, else the live ones. */
export interface CmsEditRecord extends RaRecord<number>, CmsFields {
  readonly isPublished: boolean;
  readonly hasDraft: boolean;
  readonly draftUpdatedAt: number | null;
  readonly draftUpdatedBy: string | null;
  readonly versions: readonly CmsVersion[];
}

interface CmsView {
  readonly id: number;
  readonly published: CmsFields | null;
  readonly draft: { fields: CmsFields; updatedAt: number; updatedBy: string } | null;
  readonly versions: readonly CmsVersion[];
}

const recordOf = (view: CmsView): CmsEditRecord => ({
  ...((view.draft?.fields ?? view.published) as CmsFields),
  id: view.id,
  isPublished: view.published !== null,
  hasDraft: view.draft !== null,
  draftUpdatedAt: view.draft?.updatedAt ?? null,
  draftUpdatedBy: view.draft?.updatedBy ?? null,
  versions: view.versions,
});

/** The fields the API takes, from a form's values (react-admin adds the record's own keys). */
export function fieldsOf(segment: CmsSegment, values: Record<string, unknown>): CmsFields {
  const text = (key: string) => (typeof values[key] === "string" ? (values[key] as string) : "");
  return {
    title: text("title"),
    identifier: text("identifier").trim(),
    content: text("content"),
    ...(segment === "pages"
      ? { meta_title: text("meta_title"), meta_description: text("meta_description") }
      : {}),
    active: values.active !== false,
  };
}

/**
 * The content calls of the back office: list, read, create and save a draft, preview and publish.
 *
 * @example
 * const { url } = await cmsContent.preview("pages", 5); // the shop's /preview-cms-draft/… address
 */
export const cmsContent = {
  async list(segment: CmsSegment): Promise<CmsListRecord[]> {
    return (await adminFetch<{ items: CmsListRecord[] }>(`/api/admin/cms/${segment}`)).items;
  },
  async read(segment: CmsSegment, id: RaRecord["id"]): Promise<CmsEditRecord> {
    return recordOf(await adminFetch<CmsView>(`/api/admin/cms/${segment}/${encodeURIComponent(String(id))}`));
  },
  async create(segment: CmsSegment, values: Record<string, unknown>): Promise<CmsEditRecord> {
    const body = fieldsOf(segment, values);
    return recordOf(await adminFetch<CmsView>(`/api/admin/cms/${segment}`, { method: "POST", body }));
  },
  async save(
    segment: CmsSegment,
    id: RaRecord["id"],
    values: Record<string, unknown>,
  ): Promise<CmsEditRecord> {
    const body = fieldsOf(segment, values);
    return recordOf(
      await adminFetch<CmsView>(`/api/admin/cms/${segment}/${encodeURIComponent(String(id))}`, {
        method: "POST",
        body,
      }),
    );
  },
  preview(segment: CmsSegment, id: RaRecord["id"]) {
    return adminFetch<{ key: string; url: string; expiresAt: string }>(
      `/api/admin/cms/${segment}/${encodeURIComponent(String(id))}/preview`,
      { method: "POST", body: {} },
    );
  },
  publish(segment: CmsSegment, id: RaRecord["id"]) {
    return adminFetch<{ tags: string[]; version: number; announced: boolean }>(
      `/api/admin/cms/${segment}/${encodeURIComponent(String(id))}/publish`,
      { method: "POST", body: {} },
    );
  },
};
