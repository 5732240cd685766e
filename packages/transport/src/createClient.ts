import { createCartApi, createOrderApi } from "./createCartApi.js";
import { createCatalogApi } from "./createCatalogApi.js";
import { createCmsApi } from "./createCmsApi.js";
import { createComplaintApi } from "./createComplaintApi.js";
import { createEngagementApi } from "./createEngagementApi.js";
import { createReviewApi } from "./createReviewApi.js";
import { createSiteApi } from "./createSiteApi.js";
import { createStockApi } from "./createStockApi.js";
import { createTransport, type Transport, type TransportConfig } from "./createTransport.js";
import { createUserApi, createWishlistApi } from "./createUserApi.js";
import { createWithdrawalApi } from "./createWithdrawalApi.js";

/**
 * The one client for every backend call, built from a config (or an existing transport): the calls grouped
 * by area, all sharing the transport's origin, token placement, timeouts, providers and logger.
 *
 * @example
 * const client = createClient({ apiOrigin: "http://127.0.0.1:8080", getToken: () => session.token, getCartId: () => cart.id });
 * const { items } = await client.catalog.search({ entityType: "product", size: 12 });
 * const lines = await client.cart.pull();
 */
export function createClient(configOrTransport: TransportConfig | Transport) {
  const transport =
    "request" in configOrTransport && typeof configOrTransport.request === "function"
      ? (configOrTransport as Transport)
      : createTransport(configOrTransport as TransportConfig);
  const engagement = createEngagementApi(transport);
  return {
    /** The low-level transport (raw requests, queue tasks). */
    transport,
    /** Search, product by key, categories, attributes, tax rules, tags, content searches, URL mapping. */
    catalog: createCatalogApi(transport),
    /** Stock check and list, price refresh (render-list). */
    stock: createStockApi(transport),
    /** CMS pages and blocks, FAQ, partners, site config, layouts, drafts. */
    cms: createCmsApi(transport),
    /** Countries, size tables, redirects, start-page record, sitemap / robots / feed data. */
    site: createSiteApi(transport),
    /** Register, login, refresh, social sign-in, logout, profile, order history, passwords. */
    user: createUserApi(transport),
    /** The server wishlist (token only; `null` means "stay local"). */
    wishlist: createWishlistApi(transport),
    /** The server cart. */
    cart: createCartApi(transport),
    /** Placing an order with an idempotency key. */
    order: createOrderApi(transport),
    /** The withdrawal function (issue 26): guest form, withdrawal page, refund preview, confirmation, bank account. */
    withdrawal: createWithdrawalApi(transport),
    /** An order's complaints (issue 26): what may be complained about, a new complaint with photos, a photo. */
    complaints: createComplaintApi(transport),
    /** Reviews: create, mine, check, order mass review, product reviews, provider proxy. */
    reviews: createReviewApi(transport),
    /** Newsletter subscription. */
    newsletter: engagement.newsletter,
    /** Back-in-stock alerts. */
    stockAlert: engagement.stockAlert,
    /** The contact form. */
    contact: engagement.contact,
    /** The mail service (form token, send e-mail). */
    mail: engagement.mail,
    /** Server-side conversion events (silent). */
    conversionEvent: engagement.conversionEvent,
  };
}

/**
 * The client returned by {@link createClient}.
 *
 * @example
 * const client: Client = createClient({ apiOrigin: "http://localhost:8080" });
 */
export type Client = ReturnType<typeof createClient>;
