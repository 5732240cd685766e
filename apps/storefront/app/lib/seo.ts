import type { MetaDescriptor } from "react-router";
import { pl } from "../i18n/pl";

/** What a page says about itself to search engines and link previews. */
export interface PageMetaInput {
  readonly title: string;
  readonly description: string;
  /** The canonical path of the page (query-free unless the query selects the content). */
  readonly path: string;
  /** The shop's public origin. */
  readonly origin: string;
  readonly image?: string | undefined;
  readonly type?: "website" | "product" | "article";
  readonly noindex?: boolean;
}

/**
 * The meta tags of a page: title, description, canonical, hreflang (pl-PL and x-default: the German and
 * Italian stores share no URLs while multistore is off), Open Graph and Twitter card.
 *
 * @example
 * pageMeta({ title: "Sukienki | Outlet", description: "…", path: "/kobiety/sukienki", origin: "https://outlet.example" });
 */
export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const url = `${input.origin}${input.path}`;
  const image = input.image
    ? input.image.startsWith("http")
      ? input.image
      : `${input.origin}${input.image}`
    : undefined;
  return [
    { title: input.title },
    { name: "description", content: input.description },
    { tagName: "link", rel: "canonical", href: url },
    { tagName: "link", rel: "alternate", hrefLang: "pl-PL", href: url },
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: url },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:site_name", content: pl.shopName },
    { property: "og:locale", content: "pl_PL" },
    { property: "og:title", content: input.title },
    { property: "og:description", content: input.description },
    { property: "og:url", content: url },
    ...(image ? [{ property: "og:image", content: image }] : []),
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
    ...(input.noindex ? [{ name: "robots", content: "noindex, nofollow" }] : []),
  ];
}

/** The shop origin from the root loader's data in a route's `meta` matches. */
export function originFrom(matches: readonly unknown[]): string {
  for (const match of matches) {
    const candidate = match as
      | { id?: string; data?: { origin?: string }; loaderData?: { origin?: string } }
      | undefined;
    if (candidate?.id === "root") return candidate.loaderData?.origin ?? candidate.data?.origin ?? "";
  }
  return "";
}

/** The meta of an error page (404 and others). */
export function errorMeta(status: number): MetaDescriptor[] {
  return [
    {
      title: `${status === 404 ? pl.notFound.title : status === 503 ? pl.unavailable.title : pl.error.title} | ${pl.shopName}`,
    },
    { name: "robots", content: "noindex" },
  ];
}
