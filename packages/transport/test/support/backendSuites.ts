// Real-backend suites: each registers the tests of one area against the reference API (apps/api) started
// by startTestApi. No fetch is mocked. The files under test/integration/ pick the suites the backend serves and
// run in the default run; a suite for an endpoint the backend does not serve yet goes to
// test/pending-backend.test.ts instead (left out by the vitest include list, `pnpm test:pending`).
import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  type CartId,
  type Client,
  createClient,
  type HttpError,
  isHttpError,
  type OrderInput,
  type PlacedOrder,
  type Product,
  type TransportConfig,
} from "../../src/index";
import { readOutbox } from "./readOutbox";
import { recordingLogger } from "./startFaultServer";

/** What every suite needs: the running API's origin and its data folder (the mail outbox). */
export interface BackendContext {
  readonly origin: () => string;
  readonly dataDir: () => string;
}

/** The app secret the test APIs are started with, so that the seeded CMS draft's key can be derived. */
export const TEST_APP_SECRET = "transport-tests-app-secret-0123456789abcdef";

/** The key with which these clients forward their shopper's address, as the storefront's server does (§7). */
export const TEST_FORWARDING_KEY = "transport-tests-forwarding-key-0123456789";

/** The seeded draft's key: HMAC-SHA256 of `cms-draft:1` under the app secret, base64url (apps/api seed, S8). */
export const draftKey = (): string =>
  createHmac("sha256", TEST_APP_SECRET).update("cms-draft:1").digest("base64url");

let shopperCounter = 0;

/**
 * A client on the test API with mutable token and cart id, a recording logger, and its own shopper IP in
 * `X-Forwarded-For` (honoured with the API's forwarding key, as from the storefront's server), so per-IP limits such as 5
 * registrations an hour apply per test client.
 */
export function backendClient(context: BackendContext, config: Partial<TransportConfig> = {}) {
  const state: { token: string | undefined; cartId: CartId | undefined } = {
    token: undefined,
    cartId: undefined,
  };
  const logger = recordingLogger();
  shopperCounter += 1;
  const client: Client = createClient({
    apiOrigin: context.origin(),
    getToken: () => state.token,
    getCartId: () => state.cartId,
    logger,
    headers: {
      "X-Forwarding-Key": TEST_FORWARDING_KEY,
      "X-Forwarded-For": `198.51.100.${shopperCounter % 250}`,
    },
    ...config,
  });
  return { client, state, logger };
}

const rejection = async (promise: Promise<unknown>): Promise<HttpError> => {
  try {
    await promise;
  } catch (error) {
    if (isHttpError(error)) return error;
    throw error;
  }
  throw new Error("expected an HttpError");
};

let uniqueCounter = 0;
/** A unique e-mail for one test run (the API's database is fresh per file, but tests share it). */
export const uniqueEmail = (prefix: string): string =>
  `${prefix}.${Date.now().toString(36)}${(uniqueCounter++).toString(36)}@example.pl`;

/** The shop address the test API is started with (`SHOP_CONTACT_EMAIL`), the mail service's whitelist. */
export const SHOP_EMAIL = "sklep@outlet.example";

/** A password that passes the backend's policy (S6). */
export const PASSWORD = "Lniana-Sukienka-2024!";

interface ConfigurableLine {
  readonly parent: Product;
  readonly childSku: string;
  readonly options: { option_id: string; option_value: number }[];
}

/** Finds an in-stock configurable product and one of its in-stock children, with the options that select it. */
export async function findConfigurableLine(client: Client): Promise<ConfigurableLine> {
  const result = await client.catalog.search<Product>({
    entityType: "product",
    query: {
      _appliedFilters: [
        { attribute: "type_id", value: { eq: "configurable" } },
        { attribute: "stock.is_in_stock", value: { eq: true } },
      ],
    },
    size: 20,
  });
  for (const parent of result.items) {
    const children = (parent.configurable_children ?? []) as Record<string, unknown>[];
    const options = (parent.configurable_options ?? []) as { attribute_id: string; attribute_code: string }[];
    const child = children.find(
      (c) => (c.stock as { is_in_stock?: boolean } | undefined)?.is_in_stock && Number(c.status ?? 1) < 2,
    );
    if (child && options.length > 0) {
      return {
        parent,
        childSku: String(child.sku),
        options: options.map((option) => ({
          option_id: String(option.attribute_id),
          option_value: Number(child[option.attribute_code]),
        })),
      };
    }
  }
  throw new Error("the seeded catalogue has no in-stock configurable product");
}

export function catalogSuite(context: BackendContext): void {
  describe("catalogue search (real backend)", () => {
    it("returns items, total, perPage, start, aggregations and attribute metadata", async () => {
      const { client } = backendClient(context);
      const result = await client.catalog.search<Product>({
        entityType: "product",
        query: { _availableFilters: [{ field: "color", scope: "catalog", options: { size: 999 } }] },
        size: 5,
        start: 5,
        includeFields: ["id", "sku", "name"],
      });
      expect(result.items).toHaveLength(5);
      expect(result.items[0]).toEqual(
        expect.objectContaining({ sku: expect.any(String), _score: expect.any(Number) }),
      );
      expect(result.total).toBeGreaterThan(10);
      expect(result).toMatchObject({ perPage: 5, start: 5 });
      expect(Object.keys(result.aggregations)).toContain("agg_terms_color");
      expect(result.attributeMetadata.map((meta) => meta.attribute_code)).toContain("color");
    });

    it("returns the raw response for callers that map it themselves", async () => {
      const { client } = backendClient(context);
      const raw = await client.catalog.searchRaw({ entityType: "category", size: 2 });
      expect(raw.hits.hits).toHaveLength(2);
      expect(raw.hits.hits[0]?._source).toEqual(expect.objectContaining({ id: expect.any(Number) }));
    });

    it("finds products by text", async () => {
      const { client } = backendClient(context);
      const result = await client.catalog.search<Product>({
        entityType: "product",
        query: { _searchText: "sukienka" },
        size: 3,
      });
      expect(result.total).toBeGreaterThan(0);
    });

    it("looks a product up by key: cache first, else a size-1 search", async () => {
      const { client } = backendClient(context);
      const [first] = (await client.catalog.search<Product>({ entityType: "product", size: 1 })).items;
      const sku = String(first?.sku);
      const cached = { sku, name: "z pamięci podręcznej" };
      await expect(client.catalog.product({ value: sku, fromCache: () => cached })).resolves.toBe(cached);
      const found = await client.catalog.product({ value: sku, fromCache: () => undefined });
      expect(found?.sku).toBe(sku);
      await expect(client.catalog.product({ value: "NIE-MA-TAKIEGO-SKU" })).resolves.toBeNull();
    });

    it("lists active categories sorted by position, and finds one by url_path", async () => {
      const { client } = backendClient(context);
      const all = await client.catalog.categories();
      expect(all.items.length).toBeGreaterThan(3);
      expect(all.items.every((category) => category.is_active === true)).toBe(true);
      const menu = await client.catalog.categories({ includeInMenu: true, level: 2 });
      expect(menu.items.every((category) => category.level === 2 && category.include_in_menu)).toBe(true);
      const target = all.items.find((category) => category.url_path);
      const byPath = await client.catalog.categories({ key: "url_path", value: String(target?.url_path) });
      expect(byPath.items[0]?.id).toBe(target?.id);
    });

    it("lists attributes by code with boolean flags, size 150", async () => {
      const { client } = backendClient(context);
      const attributes = await client.catalog.attributes({ codes: ["color", "size"] });
      expect(attributes.map((attribute) => attribute.attribute_code).sort()).toEqual(["color", "size"]);
      expect(typeof attributes[0]?.is_filterable).toBe("boolean");
      const all = await client.catalog.attributes();
      expect(all.length).toBeGreaterThan(2);
    });

    it("lists the tax rules (VAT 23 % for PL)", async () => {
      const { client } = backendClient(context);
      const rules = await client.catalog.taxRules();
      expect(rules[0]?.rates[0]).toMatchObject({ tax_country_id: "PL", rate: 23 });
    });

    it("finds a tag by slug and its products by flags_ids", async () => {
      const { client } = backendClient(context);
      const [tag] = await client.catalog.tags({ key: "slug", value: "nowosci" });
      expect(tag?.id).toBe(9);
      const products = await client.catalog.productsByTag({ tagId: 9, size: 4 });
      expect(products.items.length).toBeGreaterThan(0);
      expect(
        products.items.every((product) => (product.flags_ids as number[] | undefined)?.includes(9)),
      ).toBe(true);
    });

    it("searches CMS pages, blocks and hierarchy by identifier", async () => {
      const { client } = backendClient(context);
      const [page] = await client.catalog.cmsPages({ identifier: "dostawa-i-platnosci" });
      expect(page?.title).toBe("Dostawa i płatności");
      const blocks = await client.catalog.cmsBlocks({ identifierLike: "footer-*" });
      expect(blocks.map((block) => block.identifier).sort()).toEqual(["footer-about", "footer-contact"]);
      const [node] = await client.catalog.cmsHierarchy({ identifier: "informacje" });
      expect(node?.level).toBe(1);
    });

    it("lists a product's approved reviews by search", async () => {
      const { client } = backendClient(context);
      const [first] = (await client.catalog.search<Product>({ entityType: "product", size: 1 })).items;
      const reviews = await client.reviews.forProduct(Number(first?.id));
      expect(reviews.every((review) => review.review_status === 1 && review.product_id === first?.id)).toBe(
        true,
      );
    });
  });
}

export function urlMapSuite(context: BackendContext): void {
  describe("URL mapping (real backend)", () => {
    it("resolves a category path to a category hit", async () => {
      const { client } = backendClient(context);
      const [category] = (await client.catalog.categories({ level: 2 })).items;
      const hit = await client.catalog.urlMap({ url: `/${category?.url_path}` });
      expect(hit).toMatchObject({ _type: "category", _source: { id: category?.id } });
    });

    it("resolves a product path to a product hit", async () => {
      const { client } = backendClient(context);
      const [product] = (
        await client.catalog.search<Product>({
          entityType: "product",
          size: 1,
          includeFields: ["url_path", "sku"],
        })
      ).items;
      const hit = await client.catalog.urlMap({ url: String(product?.url_path) });
      expect(hit).toMatchObject({ _type: "product", _source: { sku: product?.sku } });
    });

    it("answers null for an unknown path (a 200 null, not a logged failure)", async () => {
      const { client, logger } = backendClient(context);
      await expect(client.catalog.urlMap({ url: "/nie-ma-takiej-strony" })).resolves.toBeNull();
      expect(logger.messages).toEqual([]);
    });
  });
}

export function stockSuite(context: BackendContext): void {
  describe("stock and price refresh (real backend)", () => {
    it("checks one sku", async () => {
      const { client } = backendClient(context);
      const line = await findConfigurableLine(client);
      const item = await client.stock.check(line.childSku);
      expect(item).toMatchObject({ sku: line.childSku, is_in_stock: true });
      expect(item?.qty).toBeGreaterThan(0);
    });

    it("answers null for an unknown sku", async () => {
      const { client, logger } = backendClient(context);
      await expect(client.stock.check("NIE-MA-SKU")).resolves.toBeNull();
      expect(logger.messages).toEqual(["Stock check failed for NIE-MA-SKU"]);
    });

    it("lists 20 skus in two batches, omitting unknown ones", async () => {
      const { client } = backendClient(context);
      const products = await client.catalog.search<Product>({
        entityType: "product",
        query: { _appliedFilters: [{ attribute: "type_id", value: { eq: "configurable" } }] },
        size: 10,
      });
      const skus = products.items
        .flatMap((product) =>
          ((product.configurable_children ?? []) as { sku: string }[]).map((child) => child.sku),
        )
        .slice(0, 19);
      const items = await client.stock.list([...skus, "NIE-MA-SKU"]);
      expect(items.map((item) => item.sku)).toEqual(skus);
    });

    it("refreshes prices through render-list", async () => {
      const { client } = backendClient(context);
      const [product] = (await client.catalog.search<Product>({ entityType: "product", size: 1 })).items;
      const { items } = await client.stock.renderList({ skus: [String(product?.sku)] });
      expect(items[0]).toMatchObject({ id: product?.id, currency_code: "PLN" });
      expect(items[0]?.price_info.final_price).toBeGreaterThan(0);
    });
  });
}

export function cmsSuite(context: BackendContext): void {
  describe("CMS (real backend)", () => {
    it("reads a page and a block by id", async () => {
      const { client } = backendClient(context);
      await expect(client.cms.page(6)).resolves.toMatchObject({ identifier: "dostawa-i-platnosci" });
      await expect(client.cms.block(1)).resolves.toMatchObject({ identifier: "footer-about" });
    });

    it("reads a page and a block by identifier and store", async () => {
      const { client } = backendClient(context);
      await expect(client.cms.pageByIdentifier("dostawa-i-platnosci")).resolves.toMatchObject({
        title: "Dostawa i płatności",
      });
      await expect(client.cms.blockByIdentifier("footer-about", 0)).resolves.toMatchObject({ id: 1 });
    });

    it("answers null for an inactive or unknown page", async () => {
      const { client } = backendClient(context);
      await expect(client.cms.pageByIdentifier("stara-promocja")).resolves.toBeNull();
      await expect(client.cms.page(999)).resolves.toBeNull();
    });

    it("reads the FAQ, the partners and the site configuration", async () => {
      const { client } = backendClient(context);
      expect((await client.cms.faq()).groups.length).toBeGreaterThan(0);
      expect((await client.cms.partners()).items.length).toBeGreaterThan(0);
      const config = await client.cms.config();
      expect(config.contact?.email).toBe("sklep@outlet.example");
      expect(config.menu.length).toBeGreaterThan(0);
    });

    it("reads the home layout in Polish", async () => {
      const { client } = backendClient(context);
      const layout = await client.cms.layout("home", "pl");
      expect(layout).toMatchObject({ name: "home", lang: "pl" });
      expect(layout.productBanners.length + layout.mainBanners.length).toBeGreaterThan(0);
    });

    it("reads a draft by its key, and answers null for an unknown key", async () => {
      const { client } = backendClient(context);
      await expect(client.cms.draft(draftKey())).resolves.toMatchObject({
        identifier: "jesienna-kolekcja",
        draft: true,
        expires_at: expect.any(String),
      });
      await expect(client.cms.draft("AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA")).resolves.toBeNull();
    });
  });
}

export function siteSuite(context: BackendContext): void {
  describe("site data (real backend)", () => {
    it("lists countries with PL first", async () => {
      const { client, logger } = backendClient(context);
      const countries = await client.site.countries();
      expect(countries[0]?.id).toBe("PL");
      expect(logger.messages).toEqual([]);
    });

    it("lists size tables and reads one", async () => {
      const { client } = backendClient(context);
      const tables = await client.site.sizeTables();
      expect(tables.length).toBeGreaterThan(0);
      const table = await client.site.sizeTable(Number(tables[0]?.id));
      expect(table?.rows?.length).toBeGreaterThan(0);
    });

    it("logs a missing size table with the spec's message", async () => {
      const { client, logger } = backendClient(context);
      await expect(client.site.sizeTable(999)).resolves.toBeNull();
      expect(logger.messages).toEqual(["Error occurred while retrieving sizetable #999"]);
    });

    it("lists redirects and looks one up", async () => {
      const { client } = backendClient(context);
      const redirects = await client.site.redirects();
      expect(redirects).toContainEqual(expect.objectContaining({ from: "/stara-kolekcja", status: 301 }));
      await expect(client.site.redirectLookup("/stara-kolekcja")).resolves.toMatchObject({
        to: "/category/wyprzedaz",
      });
      await expect(client.site.redirectLookup("/nic-tu-nie-ma")).resolves.toBeNull();
    });

    it("records the start page", async () => {
      const { client } = backendClient(context);
      await expect(
        client.site.startPage({ url: "/category/sukienki", date: new Date().toISOString() }),
      ).resolves.toBeUndefined();
    });

    it("reads sitemap, robots and feed data", async () => {
      const { client } = backendClient(context);
      const sitemap = await client.site.sitemap({ type: "product", pageSize: 10 });
      expect(sitemap.items).toHaveLength(10);
      const robots = await client.site.robots();
      expect(robots.rules[0]?.disallow).toContain("/checkout");
      const feed = await client.site.feed({ filename: "google.xml", pageSize: 5 });
      expect(feed.items.length).toBeGreaterThan(0);
    });
  });
}

export function userSuite(context: BackendContext): void {
  describe("account (real backend)", () => {
    it("registers, logs in, reads and updates the profile, refreshes and logs out", async () => {
      const { client, state } = backendClient(context);
      const email = uniqueEmail("anna");
      const created = await client.user.create({
        customer: { email, firstname: "Anna", lastname: "Nowak" },
        password: PASSWORD,
      });
      expect(created.email).toBe(email);
      const session = await client.user.login({ username: email, password: PASSWORD });
      expect(session.token.length).toBeGreaterThan(10);
      expect(session.refreshToken).toBeDefined();
      state.token = session.token;
      const me = await client.user.me();
      expect(me).toMatchObject({ email, firstname: "Anna" });
      const updated = await client.user.updateMe({
        firstname: "Anna",
        lastname: "Kowalska",
        email,
        group_id: 4,
        addresses: [
          {
            firstname: "Anna",
            lastname: "Kowalska",
            street: ["Długa 5", "m. 2"],
            city: "Gdańsk",
            postcode: "80-827",
            country_id: "PL",
            telephone: "+48 600 100 200",
            default_shipping: true,
          },
        ],
      });
      expect(updated.lastname).toBe("Kowalska");
      expect(updated.addresses[0]?.city).toBe("Gdańsk");
      const next = await client.user.refresh(String(session.refreshToken));
      expect(next.refreshToken).not.toBe(session.refreshToken);
      state.token = next.token;
      await expect(client.user.orderHistory()).resolves.toMatchObject({ items: [], total_count: 0 });
      await client.user.logout(String(next.refreshToken));
      await expect(client.user.refresh(String(next.refreshToken))).rejects.toSatisfy(
        (error) => isHttpError(error) && error.status === 401,
      );
    });

    it("refreshes and retries once when the token was revoked (the 401 hook, api-contract §1.4)", async () => {
      const email = uniqueEmail("odswiez");
      const setup = backendClient(context);
      await setup.client.user.create({
        customer: { email, firstname: "Adam", lastname: "Nowicki" },
        password: PASSWORD,
      });
      const first = await setup.client.user.login({ username: email, password: PASSWORD });
      const second = await setup.client.user.login({ username: email, password: PASSWORD });
      await setup.client.user.logout(String(first.refreshToken));
      let refreshes = 0;
      const { client, state } = backendClient(context, {
        refreshAccessToken: async () => {
          refreshes += 1;
          return second.token;
        },
      });
      state.token = first.token;
      await expect(client.user.me()).resolves.toMatchObject({ email });
      expect(refreshes).toBe(1);
      const withoutHook = backendClient(context);
      withoutHook.state.token = first.token;
      expect((await rejection(withoutHook.client.user.me())).status).toBe(401);
    });

    it("answers a guest cart after a 401 on a customer cart create", async () => {
      const email = uniqueEmail("gosc");
      const { client, state } = backendClient(context);
      await client.user.create({
        customer: { email, firstname: "Ewa", lastname: "Gość" },
        password: PASSWORD,
      });
      const session = await client.user.login({ username: email, password: PASSWORD });
      await client.user.logout(String(session.refreshToken));
      state.token = session.token;
      expect((await rejection(client.cart.create())).status).toBe(401);
      const guestId = await client.cart.create({ guest: true });
      expect(guestId).toMatch(/^[A-Za-z0-9]{32}$/);
    });

    it("rejects a wrong login with a 401", async () => {
      const { client } = backendClient(context);
      const error = await rejection(
        client.user.login({ username: uniqueEmail("nikt"), password: "zle-haslo-123" }),
      );
      expect(error.status).toBe(401);
    });

    it("changes the password (a wrong current one is a 400, not a 401)", async () => {
      const { client, state } = backendClient(context);
      const email = uniqueEmail("piotr");
      await client.user.create({
        customer: { email, firstname: "Piotr", lastname: "Zieliński" },
        password: PASSWORD,
      });
      state.token = (await client.user.login({ username: email, password: PASSWORD })).token;
      const wrong = await rejection(
        client.user.changePassword({ currentPassword: "nie-to-haslo-1", newPassword: "Inne-Haslo-2024!" }),
      );
      expect(wrong.status).toBe(400);
      expect(wrong.apiError.issues.map((issue) => issue.code)).toContain("wrong_password");
      await client.user.changePassword({ currentPassword: PASSWORD, newPassword: "Inne-Haslo-2024!" });
      await expect(
        client.user.login({ username: email, password: "Inne-Haslo-2024!" }),
      ).resolves.toBeDefined();
    });

    it("resets a password with the token from the e-mail, and rejects a bad token", async () => {
      const { client } = backendClient(context);
      const email = uniqueEmail("reset");
      await client.user.create({
        customer: { email, firstname: "Maria", lastname: "Wójcik" },
        password: PASSWORD,
      });
      await expect(client.user.resetPassword(email)).resolves.toBeUndefined();
      await expect(client.user.resetPassword(uniqueEmail("nikt"))).resolves.toBeUndefined();
      const mail = await readOutbox(context.dataDir(), "password_reset", email);
      const newPassword = "Nowe-Haslo-Lato-2024!";
      await client.user.createPassword({ email, resetToken: String(mail.data?.resetToken), newPassword });
      await expect(client.user.login({ username: email, password: newPassword })).resolves.toBeDefined();
      const error = await rejection(
        client.user.createPassword({ email, resetToken: "zly-token", newPassword: PASSWORD }),
      );
      expect(error.status).toBe(400);
      expect(error.apiError.issues.map((issue) => issue.code)).toContain("token_invalid");
    });

    it("rejects a social sign-in the provider does not confirm", async () => {
      const { client } = backendClient(context);
      const error = await rejection(
        client.user.loginWithProvider({ type: "google", token: "nie-prawdziwy-token" }),
      );
      expect([400, 401, 503]).toContain(error.status);
    });
  });

  describe("wishlist (real backend)", () => {
    it("adds, lists and removes a product for a logged-in customer", async () => {
      const { client, state } = backendClient(context);
      await expect(client.wishlist.list()).resolves.toBeNull();
      const email = uniqueEmail("ewa");
      await client.user.create({
        customer: { email, firstname: "Ewa", lastname: "Wiśniewska" },
        password: PASSWORD,
      });
      state.token = (await client.user.login({ username: email, password: PASSWORD })).token;
      const [product] = (await client.catalog.search<Product>({ entityType: "product", size: 1 })).items;
      const added = await client.wishlist.add(Number(product?.id));
      expect(added?.items.map((item) => item.product_id)).toEqual([product?.id]);
      expect((await client.wishlist.list())?.items).toHaveLength(1);
      expect((await client.wishlist.remove(Number(product?.id)))?.items).toEqual([]);
    });
  });
}

export function cartSuite(context: BackendContext): void {
  describe("the README quick start (real backend)", () => {
    it("works as written, with the test API's origin", async () => {
      const session = {
        token: undefined as string | undefined,
        cartId: undefined as string | number | undefined,
      };
      const client = createClient({
        apiOrigin: context.origin(),
        getToken: () => session.token,
        getCartId: () => session.cartId,
      });
      const { items, total } = await client.catalog.search({
        entityType: "product",
        query: { _searchText: "sukienka" },
        size: 12,
      });
      expect(items.length).toBeGreaterThan(0);
      expect(total).toBeGreaterThanOrEqual(items.length);
      session.cartId = await client.cart.create();
      // The README's coupon call: on an empty cart the backend may accept or refuse it, never crash.
      const outcome = await client.cart.applyCoupon("LATO10").then(
        () => "applied",
        (error: unknown) => (isHttpError(error) && error.status === 400 ? "refused" : "unexpected"),
      );
      expect(["applied", "refused"]).toContain(outcome);
    });
  });

  describe("guest cart (real backend)", () => {
    it("creates a cart, adds a line, reads totals and methods, applies a coupon and removes the line", async () => {
      const { client, state } = backendClient(context);
      const cartId = await client.cart.create();
      expect(typeof cartId).toBe("string");
      state.cartId = cartId;
      await expect(client.cart.pull()).resolves.toEqual([]);
      const line = await findConfigurableLine(client);
      const item = await client.cart.update({
        sku: String(line.parent.sku),
        qty: 1,
        product_option: { extension_attributes: { configurable_item_options: line.options } },
      });
      expect(item).toMatchObject({ sku: line.childSku, qty: 1, quote_id: cartId });
      expect((await client.cart.pull()).map((l) => l.sku)).toEqual([line.childSku]);
      const totals = await client.cart.totals();
      expect(totals.grand_total).toBeGreaterThan(0);
      expect(totals.total_segments.map((segment) => segment.code)).toContain("grand_total");
      expect((await client.cart.paymentMethods()).map((method) => method.code)).toContain("banktransfer");
      const shipping = await client.cart.shippingMethods({ country_id: "PL" });
      expect(shipping.length).toBeGreaterThan(0);
      const method = shipping[0];
      const info = await client.cart.shippingInformation({
        shippingAddress: {
          countryId: "PL",
          firstname: "Anna",
          lastname: "Nowak",
          city: "Kraków",
          postcode: "31-042",
          street: ["Rynek Główny 1"],
        },
        billingAddress: {
          countryId: "PL",
          firstname: "Anna",
          lastname: "Nowak",
          city: "Kraków",
          postcode: "31-042",
          street: ["Rynek Główny 1"],
        },
        shippingCarrierCode: String(method?.carrier_code),
        shippingMethodCode: String(method?.method_code),
      });
      expect(info.totals.total_segments.map((segment) => segment.code)).toContain("shipping");
      const collected = await client.cart.collectTotals({
        paymentMethod: { method: "cashondelivery" },
        shippingCarrierCode: String(method?.carrier_code),
        shippingMethodCode: String(method?.method_code),
      });
      expect(collected.total_segments.map((segment) => segment.code)).toContain("payment");
      await expect(client.cart.applyCoupon("LATO10")).resolves.toBe(true);
      expect((await client.cart.totals()).coupon_code).toBe("LATO10");
      const invalid = await rejection(client.cart.applyCoupon("ZIMA2020"));
      expect(invalid.status).toBe(400);
      expect(invalid.apiError.issues.map((issue) => issue.code)).toContain("coupon_invalid");
      await expect(client.cart.deleteCoupon()).resolves.toBe(true);
      expect((await client.cart.totals()).coupon_code ?? undefined).toBeUndefined();
      await expect(client.cart.delete({ item_id: item.item_id })).resolves.toBe(true);
      await expect(client.cart.pull()).resolves.toEqual([]);
      expect((await client.cart.shippingCountries()).map((country) => country.id)).toContain("PL");
    });

    it("answers 404 for an unknown cart id", async () => {
      const { client, state } = backendClient(context);
      state.cartId = `${"A".repeat(31)}b`;
      expect((await rejection(client.cart.pull())).status).toBe(404);
    });

    it("gives a logged-in customer a numeric cart id, the same on every call", async () => {
      const { client, state } = backendClient(context);
      const email = uniqueEmail("jan");
      await client.user.create({
        customer: { email, firstname: "Jan", lastname: "Nowak" },
        password: PASSWORD,
      });
      state.token = (await client.user.login({ username: email, password: PASSWORD })).token;
      const first = await client.cart.create();
      expect(typeof first).toBe("number");
      await expect(client.cart.create()).resolves.toBe(first);
    });
  });
}

const ADDRESS = {
  firstname: "Anna",
  lastname: "Nowak",
  street: ["Długa 5"],
  city: "Gdańsk",
  postcode: "80-827",
  country_id: "PL",
  telephone: "+48 600 100 200",
};

/** The order body for one configurable line bought into a cart, as the checkout would send it. */
async function orderBodyFor(client: Client, cartId: CartId, email: string): Promise<OrderInput> {
  const line = await findConfigurableLine(client);
  const product_option = { extension_attributes: { configurable_item_options: line.options } };
  await client.cart.update({ sku: String(line.parent.sku), qty: 1, product_option });
  return {
    cart_id: cartId,
    products: [
      {
        sku: line.childSku,
        parentSku: String(line.parent.sku),
        qty: 1,
        type_id: "configurable",
        product_option,
      },
    ],
    addressInformation: {
      billingAddress: { ...ADDRESS, email },
      shippingAddress: ADDRESS,
      shipping_carrier_code: "flatrate",
      shipping_method_code: "flatrate",
      payment_method_code: "banktransfer",
    },
  };
}

let keyCounter = 0;
/** An idempotency key in the checkout's format `<epoch ms>-<uuid v4>`. */
const idempotencyKey = (): string =>
  `${Date.now()}-0f8fad5b-d9cb-469f-a165-${String(70867728950 + keyCounter++).padStart(12, "0")}`;

/** Places a guest order of one line bought into `cartId`. */
export async function placeGuestOrder(client: Client, cartId: CartId, email: string): Promise<PlacedOrder> {
  return client.order.place(await orderBodyFor(client, cartId, email), { idempotencyKey: idempotencyKey() });
}

export function orderSuite(context: BackendContext): void {
  describe("order (real backend)", () => {
    it("places a guest order once per idempotency key", async () => {
      const { client, state } = backendClient(context);
      state.cartId = await client.cart.create();
      const body = await orderBodyFor(client, state.cartId, uniqueEmail("zamowienie"));
      const key = idempotencyKey();
      const placed = await client.order.place(body, { idempotencyKey: key });
      expect(placed).toMatchObject({ kind: "order", order: { currency: "PLN", status: "placed" } });
      const replay = await client.order.place(body, { idempotencyKey: key });
      expect(replay).toEqual(placed);
    });

    it("places a customer order that then shows in the order history", async () => {
      const { client, state } = backendClient(context);
      const email = uniqueEmail("klientka");
      const customer = await client.user.create({
        customer: { email, firstname: "Alicja", lastname: "Kamińska" },
        password: PASSWORD,
      });
      state.token = (await client.user.login({ username: email, password: PASSWORD })).token;
      state.cartId = await client.cart.create();
      const placed = await client.order.place(await orderBodyFor(client, state.cartId, email), {
        idempotencyKey: idempotencyKey(),
        userId: customer.id,
      });
      const history = await client.user.orderHistory({ pageSize: 20, currentPage: 1 });
      expect(history.total_count).toBe(1);
      expect(placed.kind === "order" && history.items[0]?.increment_id).toBe(
        placed.kind === "order" ? placed.order.orderNumber : undefined,
      );
    });

    it("rejects an order without lines as final (400)", async () => {
      const { client } = backendClient(context);
      const error = await rejection(
        client.order.place(
          {
            products: [],
            addressInformation: { billingAddress: { country_id: "PL" }, payment_method_code: "banktransfer" },
          },
          { idempotencyKey: idempotencyKey() },
        ),
      );
      expect(error.status).toBe(400);
    });
  });
}

export function reviewSuite(context: BackendContext): void {
  describe("reviews (real backend)", () => {
    it("creates a review as a customer, lists it as mine and checks the product", async () => {
      const { client, state } = backendClient(context);
      const email = uniqueEmail("recenzja");
      await client.user.create({
        customer: { email, firstname: "Ola", lastname: "Lis" },
        password: PASSWORD,
      });
      state.token = (await client.user.login({ username: email, password: PASSWORD })).token;
      const [product] = (await client.catalog.search<Product>({ entityType: "product", size: 1 })).items;
      const created = await client.reviews.create({
        review: {
          product_id: Number(product?.id),
          title: "Świetna jakość",
          detail: "Materiał przyjemny, rozmiar zgodny z tabelą.",
          nickname: "Ola",
          rating: 5,
          review_entity: "product",
        },
      });
      expect(created).toMatchObject({ review_status: 2, rating: 5 });
      const mine = await client.reviews.mine();
      expect(mine.items.map((review) => review.title)).toContain("Świetna jakość");
      const check = await client.reviews.check({ sku: String(product?.sku) });
      expect(check.reviewed).toBe(true);
    });

    it("rejects a review without a token or order credentials (401)", async () => {
      const { client } = backendClient(context);
      const error = await rejection(
        client.reviews.create({
          review: {
            product_id: 1,
            title: "x",
            detail: "y",
            nickname: "z",
            rating: 3,
            review_entity: "product",
          },
        }),
      );
      expect(error.status).toBe(401);
    });

    it("reads an order's review link from the confirmation e-mail and posts a mass review", async () => {
      const { client, state } = backendClient(context);
      const email = uniqueEmail("oceny");
      state.cartId = await client.cart.create();
      const placed = await placeGuestOrder(client, state.cartId, email);
      const mail = await readOutbox(context.dataDir(), "order_confirmation", email);
      const uuid = String(mail.data?.order_uuid);
      const secret = String(mail.data?.order_secret);
      expect(placed.kind === "order" && placed.order.order_uuid).toBe(uuid);
      const order = await client.reviews.forOrder(uuid, secret);
      expect(order.items.map((item) => item.reviewed)).toEqual([false]);
      const sku = String(order.items[0]?.sku);
      await expect(
        client.reviews.createForOrder(uuid, {
          secret,
          nickname: "Kasia",
          reviews: [{ sku, rating: 4, title: "Dobra", detail: "Dobrze uszyta, polecam." }],
        }),
      ).resolves.toEqual({ created: 1 });
      expect((await client.reviews.forOrder(uuid, secret)).items[0]?.reviewed).toBe(true);
      const check = await client.reviews.check({ sku, guestToken: secret, email });
      expect(check).toMatchObject({ sku, reviewed: true });
    });

    it("answers 404 for an order review link with a wrong secret, read and post", async () => {
      const { client } = backendClient(context);
      const uuid = "6c1f0e0a-1b2c-4d3e-8f90-a1b2c3d4e5f6";
      expect((await rejection(client.reviews.forOrder(uuid, "zly-sekret-zly-sekret"))).status).toBe(404);
      expect(
        (
          await rejection(
            client.reviews.createForOrder(uuid, {
              secret: "zly-sekret-zly-sekret",
              nickname: "Ola",
              reviews: [{ sku: "X", rating: 5, detail: "Dobre." }],
            }),
          )
        ).status,
      ).toBe(404);
    });

    it("reads the provider reviews of a product through the proxy", async () => {
      const { client, logger } = backendClient(context);
      const [product] = (
        await client.catalog.search<Product>({
          entityType: "product",
          size: 1,
          includeFields: ["uuid", "id"],
        })
      ).items;
      const reviews = await client.reviews.fromProvider(String(product?.uuid));
      expect(logger.messages).toEqual([]);
      expect(reviews.every((review) => review.review_status === 1)).toBe(true);
    });
  });
}

export function engagementSuite(context: BackendContext): void {
  describe("newsletter, alerts, contact, mail and conversions (real backend)", () => {
    it("subscribes to the newsletter, reads a foreign e-mail's status as unknown, unsubscribes with the e-mailed token", async () => {
      const { client } = backendClient(context);
      const email = uniqueEmail("news");
      await expect(
        client.newsletter.subscribe({ email, consent: true, lang: "pl" }),
      ).resolves.toBeUndefined();
      await expect(client.newsletter.status(email)).resolves.toBe("unknown");
      expect((await rejection(client.newsletter.unsubscribe({ email }))).status).toBe(400);
      const mail = await readOutbox(context.dataDir(), "newsletter_confirm", email);
      await expect(
        client.newsletter.unsubscribe({ email, unsubscribe_token: String(mail.data?.unsubscribeToken) }),
      ).resolves.toBeUndefined();
    });

    it("reads the newsletter status of the logged-in customer's own e-mail", async () => {
      const { client, state } = backendClient(context);
      const email = uniqueEmail("subskrybent");
      await client.user.create({
        customer: { email, firstname: "Zofia", lastname: "Mazur" },
        password: PASSWORD,
      });
      state.token = (await client.user.login({ username: email, password: PASSWORD })).token;
      await client.newsletter.subscribe({ email, consent: true });
      expect(["pending", "subscribed"]).toContain(await client.newsletter.status(email));
    });

    it("subscribes to a back-in-stock alert, confirms and cancels it with the e-mailed tokens", async () => {
      const { client } = backendClient(context);
      const line = await findConfigurableLine(client);
      const email = uniqueEmail("alert");
      await expect(
        client.stockAlert.subscribe({ email, sku: line.childSku, consent: true }),
      ).resolves.toBeUndefined();
      const mail = await readOutbox(context.dataDir(), "stock_alert_confirm", email);
      await expect(client.stockAlert.confirm(String(mail.data?.confirmToken))).resolves.toBeUndefined();
      await expect(
        client.stockAlert.unsubscribe(String(mail.data?.unsubscribeToken)),
      ).resolves.toBeUndefined();
      expect((await rejection(client.stockAlert.confirm("zly-token"))).status).toBe(400);
      expect((await rejection(client.stockAlert.unsubscribe("zly-token"))).status).toBe(400);
    });

    it("sends the contact form with a fresh form token, which is single-use", async () => {
      const { client } = backendClient(context);
      const formToken = await client.mail.getToken();
      const form = {
        name: "Anna Nowak",
        email: uniqueEmail("kontakt"),
        message: "Czy sukienka lniana będzie jeszcze dostępna w rozmiarze M?",
        consent: true as const,
        form_token: formToken,
      };
      await expect(client.contact(form)).resolves.toBeUndefined();
      expect((await rejection(client.contact(form))).status).toBe(400);
    });

    it("sends an e-mail to the shop address through the mail service", async () => {
      const { client } = backendClient(context);
      const token = await client.mail.getToken();
      await expect(
        client.mail.sendEmail({
          token,
          sourceAddress: uniqueEmail("mail"),
          targetAddress: SHOP_EMAIL,
          subject: "Pytanie",
          emailText: "Dzień dobry, mam pytanie o zwrot.",
        }),
      ).resolves.toBeUndefined();
    });

    it("logs a conversion event silently", async () => {
      const { client, logger } = backendClient(context);
      await client.conversionEvent({
        event: "add_to_cart",
        event_id: "0f8fad5b-d9cb-469f-a165-70867728950e",
        currency: "PLN",
        value: 129.99,
        items: [{ sku: "SUK-0193-M", qty: 1, price: 129.99 }],
        url: "http://localhost:3000/p/SUK-0193/sukienka",
        consent: false,
      });
      expect(logger.messages).toEqual([]);
    });
  });
}
