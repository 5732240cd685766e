import { type Client, isHttpError, isNotFound } from "@outlet/transport";
import { pl } from "../i18n/pl";
import type { CmsPageData } from "../lib/catalogViews";
import { sanitizeHtml } from "../lib/sanitizeHtml.server";
import { notFound, search } from "./catalogSearch.server";

/** The content page document by identifier, else by URL key; an inactive page counts as none. */
export async function findCmsPageDoc(api: Client, slug: string): Promise<Record<string, unknown> | null> {
  const result = await search<Record<string, unknown>>(
    api,
    {
      _appliedFilters: [{ attribute: "identifier", value: { eq: slug }, scope: "default" }],
    },
    { entityType: "cms_page", size: 1 },
  );
  const page = result.items[0];
  if (page) return page.active === false ? null : page;
  const byKey = await search<Record<string, unknown>>(
    api,
    { _appliedFilters: [{ attribute: "url_key", value: { eq: slug }, scope: "default" }] },
    { entityType: "cms_page", size: 1 },
  );
  return byKey.items[0] ?? null;
}

/**
 * A content page by slug (catalogue.md §2, behaviour.md §8.6 g–h): the page itself, and for the fixed
 * pages `faq` and `partners` their structured content. Nothing found → 404 "CMS query returned empty result".
 */
export async function loadCmsPage(api: Client, slug: string): Promise<CmsPageData> {
  // No catches: a failed lookup is not "no such page" (the loader answers 503, issue 14).
  const [page, faq, partners] = await Promise.all([
    findCmsPageDoc(api, slug),
    slug === "faq" ? api.cms.faq() : Promise.resolve({ groups: [] }),
    slug === "partners" ? api.cms.partners() : Promise.resolve({ items: [] }),
  ]);
  if (!page && faq.groups.length === 0 && partners.items.length === 0)
    throw notFound("CMS query returned empty result");
  const title = String(
    page?.content_heading ||
      page?.title ||
      (slug === "faq" ? pl.cms.faq : slug === "partners" ? pl.cms.partners : slug),
  );
  return {
    kind: "cms",
    identifier: slug,
    title,
    html: sanitizeHtml(String(page?.content ?? "")),
    metaTitle: String(page?.meta_title || `${title} | ${pl.shopName}`),
    metaDescription: String(page?.meta_description || title),
    canonical: `/cms-page/${encodeURIComponent(slug)}`,
    faq: faq.groups.map((group) => ({
      title: group.title,
      items: group.items.map((item) => ({
        question: item.question,
        answerHtml: sanitizeHtml(item.answer_html),
      })),
    })),
    partners: partners.items.map((item) => ({
      name: item.name,
      url: item.url ?? "",
      descriptionHtml: sanitizeHtml(item.description_html ?? ""),
    })),
  };
}

/** A draft preview `/preview-cms-draft/{key}` (api-contract.md §10.4); unknown or expired → 404. */
export async function loadCmsDraft(api: Client, key: string): Promise<CmsPageData> {
  const draft = await api.cms.draft(key).catch((error: unknown) => {
    // A key the API refuses as malformed is a key it does not know (issue 31: never a 503).
    if (isNotFound(error) || (isHttpError(error) && error.status === 400)) return null;
    throw error;
  });
  if (!draft) throw notFound("CMS query returned empty result");
  const title = String(draft.content_heading || draft.title || draft.identifier || "");
  return {
    kind: "cms",
    identifier: String(draft.identifier ?? key),
    title,
    html: sanitizeHtml(String(draft.content ?? "")),
    metaTitle: `${title} | ${pl.cms.draft}`,
    metaDescription: String(draft.meta_description ?? title),
    canonical: `/preview-cms-draft/${encodeURIComponent(key)}`,
    faq: [],
    partners: [],
  };
}
