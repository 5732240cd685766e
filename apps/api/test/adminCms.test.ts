import { createServer, type IncomingMessage, type Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startShop } from "./shopHarness.js";
import { asStaff, firstOwner, type StaffSession, staffMember } from "./staffHarness.js";
import type { Json, RunningServer } from "./startServer.js";

// Issue 25, content: CMS pages, blocks and the menu edited in the back office. Each edit is a draft the shop
// does not show, a preview opens it by an unguessable key, publishing makes it live and announces the
// storefront's cache tags (a local HTTP sink stands in for the storefront's invalidation endpoint).

let api: RunningServer;
let sink: Server;
let owner: StaffSession;
let support: StaffSession;
let warehouse: StaffSession;
const announced: string[][] = [];

beforeAll(async () => {
  sink = createServer((req: IncomingMessage, res) => {
    announced.push(new URL(req.url ?? "/", "http://sink").searchParams.get("tag")?.split(",") ?? []);
    res.writeHead(200, { "content-type": "application/json" }).end('{"ok":true}');
  });
  await new Promise<void>((done) => sink.listen(0, "127.0.0.1", done));
  const address = sink.address();
  const port = typeof address === "object" && address ? address.port : 0;
  api = await startShop(
    { RATE_LIMITS: "off" },
    {
      STOREFRONT_INVALIDATE_URL: `http://127.0.0.1:${port}/invalidate`,
      STOREFRONT_INVALIDATE_KEY: "cms-test-invalidate-key",
    },
  );
  owner = await firstOwner(api);
  support = await staffMember(api, owner, "customer_service", "tresci@outlet.local");
  warehouse = await staffMember(api, owner, "warehouse", "magazyn.tresci@outlet.local");
}, 120_000);

afterAll(async () => {
  await api?.stop();
  await new Promise((done) => sink?.close(done));
});

const shopPage = async (identifier: string) =>
  api.get(`/api/ext/cms-data/cmsPageIdentifier/${identifier}/storeId/1`);
const issuesOf = (body: Json) => Object.fromEntries(body.result.issues.map((i: Json) => [i.path, i.message]));
const auditActions = async (entity: string, id: number) =>
  (await asStaff(api, owner, "GET", `/api/admin/audit?entity=${entity}&entityId=${id}`)).body.result.items
    .map((entry: Json) => entry.action)
    .reverse();

/** The seeded "O nas" page (seed/cmsDocuments.ts). */
const ABOUT_ID = 5;
const aboutFields = {
  title: "O nas",
  identifier: "o-nas",
  content: "<p>Nowa historia sklepu: szyjemy w Gdańsku od 2010 roku.</p>",
  meta_title: "O nas | Outlet",
  meta_description: "Kim jesteśmy",
  active: true,
};

describe("CMS pages in the back office", () => {
  it("lists the seeded pages for the owner, and refuses customer service and the warehouse", async () => {
    const list = await asStaff(api, owner, "GET", "/api/admin/cms/pages");
    expect(list.status).toBe(200);
    const about = list.body.result.items.find((item: Json) => item.id === ABOUT_ID);
    expect(about).toMatchObject({ identifier: "o-nas", title: "O nas", published: true, hasDraft: false });
    for (const other of [support, warehouse]) {
      const refused = await asStaff(api, other, "GET", "/api/admin/cms/pages");
      expect([other.role, refused.status, refused.body.result.message]).toEqual([
        other.role,
        403,
        "Twoja rola nie pozwala na tę czynność.",
      ]);
    }
    const write = await asStaff(api, support, "POST", `/api/admin/cms/pages/${ABOUT_ID}/publish`, {});
    expect(write.status).toBe(403);
  });

  it("saves an edit as a draft the shop does not show, previews it by key, publishes it with its tags", async () => {
    const saved = await asStaff(api, owner, "POST", `/api/admin/cms/pages/${ABOUT_ID}`, aboutFields);
    expect(saved.status).toBe(200);
    expect(saved.body.result.draft.fields.content).toBe(aboutFields.content);
    expect(saved.body.result.published.content).toContain("polskim outletem");
    expect((await shopPage("o-nas")).body.result.content).toContain("polskim outletem");

    const preview = await asStaff(api, owner, "POST", `/api/admin/cms/pages/${ABOUT_ID}/preview`, {});
    expect(preview.status).toBe(200);
    const { key, path } = preview.body.result;
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(path).toBe(`/preview-cms-draft/${key}`);
    expect(preview.body.result.url).toBe(`${api.app.context.config.storefrontUrl}${path}`);
    const draft = await api.get(`/api/ext/cms-data/draft/${key}`);
    expect([draft.status, draft.body.result.content]).toEqual([200, aboutFields.content]);
    // only the key's hash is stored
    const stored = await api.app.context.database.db
      .selectFrom("catalog_document")
      .select("doc_key")
      .where("entity_type", "=", "cms_draft")
      .execute();
    expect(stored.map((row) => row.doc_key)).not.toContain(key);

    announced.length = 0;
    const published = await asStaff(api, owner, "POST", `/api/admin/cms/pages/${ABOUT_ID}/publish`, {});
    expect(published.status).toBe(200);
    expect(published.body.result).toMatchObject({
      tags: ["cmsPage", "cmsPage-o-nas"],
      version: 1,
      announced: true,
    });
    expect(announced).toEqual([["cmsPage", "cmsPage-o-nas"]]);
    expect((await shopPage("o-nas")).body.result.content).toBe(aboutFields.content);

    const view = (await asStaff(api, owner, "GET", `/api/admin/cms/pages/${ABOUT_ID}`)).body.result;
    expect(view.draft).toBeNull();
    expect(view.versions.map((v: Json) => [v.version, v.publishedBy])).toEqual([[1, owner.email]]);
    expect(await auditActions("cms_page", ABOUT_ID)).toEqual([
      "cms_page.draft",
      "cms_page.preview",
      "cms_page.publish",
    ]);
  });

  it("sanitises the content HTML when it is saved", async () => {
    const res = await asStaff(api, owner, "POST", `/api/admin/cms/pages/${ABOUT_ID}`, {
      ...aboutFields,
      content: '<p onclick="steal()">Hej<script>alert(1)</script> <a href="javascript:alert(1)">x</a></p>',
    });
    expect(res.status).toBe(200);
    expect(res.body.result.draft.fields.content).toBe("<p>Hej <a>x</a></p>");
  });

  it("refuses wrong fields with a Polish message at each field", async () => {
    const res = await asStaff(api, owner, "POST", `/api/admin/cms/pages/${ABOUT_ID}`, {
      ...aboutFields,
      title: "",
      identifier: "O Nas!",
      active: "tak",
    });
    expect(res.status).toBe(400);
    expect(issuesOf(res.body)).toEqual({
      title: "Podaj tytuł.",
      identifier:
        "Identyfikator może zawierać tylko małe litery bez polskich znaków, cyfry, „-” i „_” (np. o-nas).",
      active: "Nieprawidłowy typ wartości (oczekiwano: boolean).",
    });
    const taken = await asStaff(api, owner, "POST", `/api/admin/cms/pages/${ABOUT_ID}`, {
      ...aboutFields,
      identifier: "partners",
    });
    expect([taken.status, issuesOf(taken.body)]).toEqual([
      400,
      { identifier: "Strona o tym identyfikatorze już istnieje." },
    ]);
  });

  it("creates a new page as a draft, live only once published", async () => {
    const created = await asStaff(api, owner, "POST", "/api/admin/cms/pages", {
      ...aboutFields,
      title: "Wyprzedaż zimowa",
      identifier: "wyprzedaz-zimowa",
      content: "<p>Do -70% na kurtki.</p>",
    });
    expect(created.status).toBe(200);
    const id = created.body.result.id;
    expect(id).toBeGreaterThan(8);
    expect(created.body.result.published).toBeNull();
    expect((await shopPage("wyprzedaz-zimowa")).status).toBe(404);
    const published = await asStaff(api, owner, "POST", `/api/admin/cms/pages/${id}/publish`, {});
    expect(published.body.result.tags).toEqual(["cmsPage", "cmsPage-wyprzedaz-zimowa"]);
    const shown = await shopPage("wyprzedaz-zimowa");
    expect([shown.status, shown.body.result.title]).toEqual([200, "Wyprzedaż zimowa"]);
  });

  it("answers 409 with a Polish message when there is nothing to publish, 404 for an unknown page", async () => {
    const delivery = 6; // "dostawa-i-platnosci", never edited here
    const nothing = await asStaff(api, owner, "POST", `/api/admin/cms/pages/${delivery}/publish`, {});
    expect([nothing.status, nothing.body.result.message]).toEqual([409, "Brak zmian do opublikowania."]);
    const unknown = await asStaff(api, owner, "POST", "/api/admin/cms/pages/999/publish", {});
    expect(unknown.status).toBe(404);
  });
});

describe("CMS blocks in the back office", () => {
  it("publishes the header promo and announces every page (it is shown with the menu)", async () => {
    const headerPromo = 3;
    const fields = {
      title: "Pasek promocyjny",
      identifier: "header-promo",
      content: "<p>Tylko dziś: -20% na swetry</p>",
      active: true,
    };
    expect((await asStaff(api, owner, "POST", `/api/admin/cms/blocks/${headerPromo}`, fields)).status).toBe(
      200,
    );
    const before = await api.get("/api/ext/cms-data/cmsBlockIdentifier/header-promo/storeId/1");
    expect(before.body.result.content).toContain("Darmowy odbiór osobisty");
    announced.length = 0;
    const published = await asStaff(api, owner, "POST", `/api/admin/cms/blocks/${headerPromo}/publish`, {});
    expect(published.body.result.tags).toEqual(["cmsPage", "menu"]);
    expect(announced).toEqual([["cmsPage", "menu"]]);
    const after = await api.get("/api/ext/cms-data/cmsBlockIdentifier/header-promo/storeId/1");
    expect(after.body.result.content).toBe(fields.content);
    expect(await auditActions("cms_block", headerPromo)).toEqual(["cms_block.draft", "cms_block.publish"]);
  });
});

describe("the menu in the back office", () => {
  it("reads the seeded menu as entries with their link targets", async () => {
    const menu = (await asStaff(api, owner, "GET", "/api/admin/cms/menu")).body.result;
    expect(menu.draft).toBeNull();
    expect(menu.published.at(-1)).toMatchObject({
      label: "Ostatnie sztuki",
      type: "url",
      url: "/tag/ostatnie-sztuki",
    });
    expect(menu.published[0]).toMatchObject({ type: "category", visible: true });
    expect(menu.pages.map((p: Json) => p.identifier)).toContain("o-nas");
  });

  it("refuses an unsafe address and an unknown category at the entry's field", async () => {
    const res = await asStaff(api, owner, "POST", "/api/admin/cms/menu", {
      items: [
        { label: "Zły", type: "url", url: "javascript:alert(1)", visible: true, children: [] },
        { label: "", type: "category", visible: true, children: [] },
      ],
    });
    expect(res.status).toBe(400);
    expect(issuesOf(res.body)).toMatchObject({
      "items.0.url": "Podaj adres zaczynający się od / albo https://.",
      "items.1.label": "Podaj nazwę pozycji menu.",
    });
    const unknown = await asStaff(api, owner, "POST", "/api/admin/cms/menu", {
      items: [{ label: "Nic", type: "category", categoryId: 9999, visible: true, children: [] }],
    });
    expect([unknown.status, issuesOf(unknown.body)]).toEqual([
      400,
      { "items.0.categoryId": "Nie ma takiej kategorii." },
    ]);
  });

  it("saves the edited menu as a draft, and publishes it to the shop with the menu tag", async () => {
    const menu = (await asStaff(api, owner, "GET", "/api/admin/cms/menu")).body.result;
    const first = menu.published[0];
    const items = [
      { label: "O nas", type: "cms_page", pageIdentifier: "o-nas", visible: true, children: [] },
      { ...first, label: "Dla niej" },
      { label: "Ukryta", type: "url", url: "/tag/nowosci", visible: false, children: [] },
    ];
    const saved = await asStaff(api, owner, "POST", "/api/admin/cms/menu", { items });
    expect(saved.status).toBe(200);
    expect(saved.body.result.draft.items.map((i: Json) => i.label)).toEqual(["O nas", "Dla niej", "Ukryta"]);
    const unchanged = (await api.get("/api/ext/cms-data/config")).body.result.menu;
    expect(unchanged[0].label).toBe(menu.published[0].label);

    announced.length = 0;
    const published = await asStaff(api, owner, "POST", "/api/admin/cms/menu/publish", {});
    expect(published.body.result).toMatchObject({ tags: ["menu"], version: 1 });
    expect(announced).toEqual([["menu"]]);
    const config = (await api.get("/api/ext/cms-data/config")).body.result;
    expect(config.menu.map((entry: Json) => [entry.label, entry.url])).toEqual([
      ["O nas", "/cms-page/o-nas"],
      ["Dla niej", expect.stringMatching(/^\/category\/[a-z0-9-]+$/)],
    ]);
    expect(config.menu[1].children.length).toBe(first.children.length);
    expect(config._menu_entries).toBeUndefined();
    const after = (await asStaff(api, owner, "GET", "/api/admin/cms/menu")).body.result;
    expect(after.published.map((i: Json) => i.label)).toEqual(["O nas", "Dla niej", "Ukryta"]);
    expect(await auditActions("menu", 1)).toEqual(["menu.draft", "menu.publish"]);
  });
});
