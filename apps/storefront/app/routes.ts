import { index, type RouteConfig, route } from "@react-router/dev/routes";

// catalogue.md §2 and behaviour.md §8.1. The URL dispatcher is on (behaviour.md §1 `seo.useUrlDispatcher`),
// so categories and products also live at their own `url_path`: the catch-all route resolves those.
export default [
  index("routes/home.tsx"),
  route("pwa.html", "routes/home.tsx", { id: "pwa-home" }),
  route("p/:parentSku/:slug/:childSku?", "routes/product.tsx"),
  route("c/:slug", "routes/category.tsx"),
  route("category/:slug", "routes/category.tsx", { id: "category-alias" }),
  route("tag/:slug", "routes/tag.tsx"),
  route("szukaj", "routes/search.tsx"),
  route("szukaj/podpowiedzi", "routes/search.suggest.ts"),
  route("cms-page/:slug", "routes/cms-page.tsx"),
  route("preview-cms-draft/:key", "routes/cms-draft.tsx"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("feed/:filename", "routes/feed.ts"),
  route("img/*", "routes/img.ts"),
  route("*", "routes/dispatcher.tsx"),
] satisfies RouteConfig;
