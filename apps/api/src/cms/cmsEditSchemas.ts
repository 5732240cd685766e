import { z } from "zod";
import { customIssue, freeText } from "../http/validation.js";

const line = (min: number, max: number) =>
  freeText(min, max).refine(
    (s) => !/[\r\n\u2028\u2029]/.test(s),
    customIssue("invalid_format", "Wpisz jeden wiersz tekstu.", "Enter one line of text."),
  );

const title = line(1, 200).refine(
  (s) => s.trim() !== "",
  customIssue("required", "Podaj tytuł.", "Enter a title."),
);

/** The identifier a page's address and a block's lookup use (api-contract.md §10.3's pattern). */
const identifier = z
  .string()
  .max(128)
  .refine(
    (s) => /^[a-z0-9][a-z0-9_-]{0,127}$/.test(s),
    customIssue(
      "invalid_format",
      "Identyfikator może zawierać tylko małe litery bez polskich znaków, cyfry, „-” i „_” (np. o-nas).",
      "Lower-case letters, digits, '-' and '_' only (e.g. about-us).",
    ),
  );

/** Content HTML: sanitised before it is stored (sanitizeCmsHtml.ts). */
const content = freeText(0, 200_000);

/**
 * A CMS page as staff edit it (`POST /api/admin/cms/pages`, `/pages/:id`): title, identifier (its address
 * `/cms-page/<identifier>`), content HTML, meta title and description, active.
 *
 * @example
 * parseInput("body", cmsPageInputSchema, request.body);
 */
export const cmsPageInputSchema = z.strictObject({
  title,
  identifier,
  content,
  meta_title: line(0, 255),
  meta_description: freeText(0, 500),
  active: z.boolean(),
});

/** A CMS page's edited fields. */
export type CmsPageInput = z.infer<typeof cmsPageInputSchema>;

/**
 * A CMS block as staff edit it (`POST /api/admin/cms/blocks`, `/blocks/:id`): title, identifier, content
 * HTML, active.
 *
 * @example
 * parseInput("body", cmsBlockInputSchema, request.body);
 */
export const cmsBlockInputSchema = z.strictObject({
  title,
  identifier,
  content,
  active: z.boolean(),
});

/** A CMS block's edited fields. */
export type CmsBlockInput = z.infer<typeof cmsBlockInputSchema>;

const entryFields = {
  label: line(1, 60).refine(
    (s) => s.trim() !== "",
    customIssue("required", "Podaj nazwę pozycji menu.", "Enter the entry's label."),
  ),
  type: z.enum(["category", "cms_page", "url"]),
  categoryId: z.number().int().positive().nullable().optional(),
  pageIdentifier: z.string().max(128).nullable().optional(),
  url: z.string().max(500).nullable().optional(),
  visible: z.boolean(),
};

type EntryShape = {
  type: "category" | "cms_page" | "url";
  categoryId?: number | null | undefined;
  pageIdentifier?: string | null | undefined;
  url?: string | null | undefined;
};

/** A link the shop may follow: an address in the shop (`/…`) or an `https://` one. */
export function isMenuUrl(url: string): boolean {
  if (/^\/(?!\/)[^\s]*$/.test(url)) return true;
  try {
    return new URL(url).protocol === "https:" && !/\s/.test(url);
  } catch {
    return false;
  }
}

// each link target needs its own field; the message stands at that field (api-contract.md §1.3)
const targetRule = (entry: EntryShape, ctx: z.RefinementCtx) => {
  const need = (path: string, pl: string) =>
    ctx.addIssue({ code: "custom", path: [path], message: pl, params: { code: "required", en: pl } });
  if (entry.type === "category" && !entry.categoryId) need("categoryId", "Wybierz kategorię.");
  if (entry.type === "cms_page" && !entry.pageIdentifier) need("pageIdentifier", "Wybierz stronę.");
  if (entry.type === "url" && !(entry.url && isMenuUrl(entry.url)))
    ctx.addIssue({
      code: "custom",
      path: ["url"],
      message: "Podaj adres zaczynający się od / albo https://.",
      params: { code: "invalid_format", en: "Enter an address starting with / or https://." },
    });
};

const childEntry = z.strictObject(entryFields).superRefine(targetRule);

/**
 * The menu as staff edit it (`POST /api/admin/cms/menu`): the top entries in their order, each a label, a
 * link target (a category, a CMS page or an address), visible or not, and its sub-entries.
 *
 * @example
 * parseInput("body", menuInputSchema, { items: [{ label: "Sukienki", type: "category", categoryId: 5, visible: true, children: [] }] });
 */
export const menuInputSchema = z.strictObject({
  items: z
    .array(
      z
        .strictObject({ ...entryFields, children: z.array(childEntry).max(40).default([]) })
        .superRefine(targetRule),
    )
    .max(40),
});

/** The menu's edited entries. */
export type MenuInput = z.infer<typeof menuInputSchema>;

/** One edited menu entry (a top entry's `children` are entries without children). */
export type MenuEntryInput = MenuInput["items"][number];
