import { bench, describe } from "vitest";
import type { UrlResolvers } from "../src/index.js";
import {
  acceptLanguageRedirect,
  defaultUrlConfig,
  formatCategoryLink,
  formatProductLink,
  normalizeUrlPath,
  resolveUrl,
} from "../src/index.js";

const resolvers: UrlResolvers = {
  findTag: () => null,
  findCategory: () => null,
  findProduct: () => null,
  findCmsPage: () => null,
};
const product = {
  sku: "P-M",
  parentSku: "P",
  type_id: "configurable",
  url_path: "kobieta/sukienka-lniana",
  configurable_children: [{}],
};
const multistore = { ...defaultUrlConfig, multistore: true };

describe("url-resolution", () => {
  bench("resolveUrl: every step misses, ends at faq (sync resolvers)", async () => {
    await resolveUrl({ url: "/faq/?utm=x", query: "utm=x" }, resolvers);
  });
  bench("formatProductLink (dispatcher, childSku)", () => {
    formatProductLink(product, "de");
  });
  bench("formatCategoryLink", () => {
    formatCategoryLink({ slug: "sukienki", url_path: "kobieta/sukienki" });
  });
  bench("normalizeUrlPath", () => {
    normalizeUrlPath("kobieta/sukienki/?sort=final_price:desc#top");
  });
  bench("acceptLanguageRedirect (3 tags)", () => {
    acceptLanguageRedirect(
      { method: "GET", path: "/kobieta", acceptLanguage: "fr-FR, de-AT;q=0.8, pl;q=0.5" },
      multistore,
    );
  });
});
