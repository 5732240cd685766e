import { execFile } from "node:child_process";
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type IncomingMessage, type Server } from "node:http";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { CompiledQuery } from "kysely";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staffDb } from "../src/db/staffSchema.js";
import { type Json, type RunningServer, startServer } from "./startServer.js";

// The import command as a merchant runs it (a child process on the API's data folder, the same database
// the running API has open), with a local HTTP sink standing in for the storefront's invalidation endpoint.

const APP_DIR = join(dirname(fileURLToPath(import.meta.url)), "..");
const TSX = createRequire(import.meta.url).resolve("tsx/cli");
const INVALIDATE_KEY = "import-test-invalidate-key";

let api: RunningServer;
let sink: Server;
let sinkUrl: string;
let work: string;
const announced: { url: string; key: string | undefined }[] = [];

beforeAll(async () => {
  api = await startServer({ CATALOGUE_SIZE: "20" });
  work = mkdtempSync(join(tmpdir(), "outlet-import-"));
  sink = createServer((req: IncomingMessage, res) => {
    announced.push({ url: req.url ?? "", key: req.headers["x-invalidate-key"] as string | undefined });
    res.writeHead(200, { "content-type": "application/json" }).end('{"dropped":0}');
  });
  await new Promise<void>((done) => sink.listen(0, "127.0.0.1", done));
  const address = sink.address();
  sinkUrl = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/invalidate`;
}, 60_000);

afterAll(async () => {
  await api.stop();
  await new Promise((done) => sink.close(done));
  rmSync(work, { recursive: true, force: true });
});

interface RunResult {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** Writes `lines` to a file in the work folder and runs the real import command on it. */
function runImportCommand(
  name: string,
  lines: readonly unknown[],
  args: readonly string[] = [],
): Promise<RunResult> {
  const file = join(work, name);
  writeFileSync(
    file,
    lines.map((line) => (typeof line === "string" ? line : JSON.stringify(line))).join("\n"),
  );
  return new Promise((done) => {
    execFile(
      process.execPath,
      [TSX, "--conditions=@outlet/source", "src/importMain.ts", file, ...args],
      {
        cwd: APP_DIR,
        env: {
          PATH: process.env.PATH,
          DATA_DIR: api.dataDir,
          ...api.databaseEnv,
          CATALOGUE_SIZE: "20",
          API_URL: api.origin,
          STOREFRONT_INVALIDATE_URL: sinkUrl,
          STOREFRONT_INVALIDATE_KEY: INVALIDATE_KEY,
        },
      },
      (error, stdout, stderr) =>
        done({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

async function productBySku(sku: string): Promise<Json | undefined> {
  const res = await api.post("/api/catalog/catalog/product/_search?request_format=search-query&size=5", {
    _appliedFilters: [{ attribute: "sku", value: { in: [sku] }, scope: "default" }],
  });
  return res.body.hits.hits[0]?._source;
}

/** Runs a query with `?` placeholders on the server's database (numbered `$n` on PostgreSQL). */
async function readRows<TRow>(text: string, ...params: unknown[]): Promise<TRow[]> {
  const { db, dialect } = api.app.context.database;
  let n = 0;
  const query = dialect === "postgres" ? text.replace(/\?/g, () => `$${++n}`) : text;
  return (await db.executeQuery<TRow>(CompiledQuery.raw(query, params))).rows;
}

const category = { type: "category", id: 700, name: "Kolekcja testowa", parent_id: 2 };
/** What a textile must state (after-sales-and-law.md §5); the manufacturer is the own brand's default. */
const textile = {
  safety_information: "Trzymać z dala od ognia.",
  composition: [{ part: null, fibres: [{ fibre: "bawełna", percent: 100 }] }],
  care_instructions: "Prać w 30 °C.",
};
const dress = (price: number, name = "Sukienka testowa Ewa") => ({
  type: "product",
  id: 700001,
  sku: "IMP-SUK-1",
  name,
  type_id: "simple",
  price,
  category_ids: [700],
  stock: { qty: 4 },
  ...textile,
});

// each test runs a child process (tsx start, then the import): generous on a loaded 2-core machine
describe("import command", { timeout: 120_000 }, () => {
  it("imports the good lines, reports each bad line with its number and field, and keeps the rest", async () => {
    const result = await runImportCommand("mixed.jsonl", [
      category,
      dress(199.99),
      { ...dress(10), id: 700002, sku: "IMP-SUK-2", price: "tanio" },
      { ...dress(10), id: 700003, sku: "IMP-SUK-3", category_ids: [799] },
      "{ to nie jest json",
      { type: "stock", sku: "NIE-MA-TAKIEGO", qty: 1 },
      { type: "stock", sku: "IMP-SUK-1", qty: 9 },
    ]);
    expect(result.stderr).toContain("wiersz 3, pole price: oczekiwano: liczba");
    expect(result.stderr).toContain("wiersz 4, pole category_ids.0: nie ma kategorii o id 799");
    expect(result.stderr).toContain("wiersz 5, pole -: nieprawidłowy JSON");
    expect(result.stderr).toContain("wiersz 6, pole sku: nie ma produktu ani wariantu o sku NIE-MA-TAKIEGO");
    expect(result.stdout).toContain(
      "zaimportowano: 1 produkt, 1 kategoria, 0 atrybutów, 1 stan magazynowy, odrzucone wiersze: 4",
    );
    expect(result.stdout).toContain("import: 100% (7 wierszy");
    expect(result.code, `${result.stdout}\n${result.stderr}`).toBe(2);
    // the running API serves the new product at once with its category and stock
    const product = await productBySku("IMP-SUK-1");
    expect(product).toMatchObject({
      name: "Sukienka testowa Ewa",
      price_incl_tax: 199.99,
      category_ids: [700],
      category: [
        { category_id: 700, name: "Kolekcja testowa", slug: "kolekcja-testowa", path: "kolekcja-testowa" },
      ],
      stock: { qty: 9, is_in_stock: true },
    });
    expect(await productBySku("IMP-SUK-2")).toBeUndefined();
    // the audit log records the import as the system's write (the command writes the database directly)
    const audit = await staffDb(api.app.context.database.db)
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", "catalog.import")
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({
      actor_type: "system",
      actor_id: null,
      entity: "catalog",
      entity_id: "mixed.jsonl",
    });
    expect(JSON.parse(audit.after_json)).toEqual({
      imported: { products: 1, categories: 1, attributes: 0, stock: 1 },
      rejected: 4,
      warnings: 0,
    });
    expect(await productBySku("IMP-SUK-3")).toBeUndefined();
  });

  it("stores the hygiene seal flag (art. 38 pkt 5) and refuses anything but true or false", async () => {
    const result = await runImportCommand("seal.jsonl", [
      category,
      {
        ...dress(59),
        id: 700030,
        sku: "IMP-BIE-1",
        name: "Figi bawełniane",
        no_withdrawal_after_unseal: true,
      },
      {
        ...dress(59),
        id: 700031,
        sku: "IMP-BIE-2",
        name: "Figi koronkowe",
        no_withdrawal_after_unseal: "tak",
      },
    ]);
    expect(result.stderr).toContain("wiersz 3, pole no_withdrawal_after_unseal:");
    expect(result.stdout).toContain("odrzucone wiersze: 1");
    expect(await productBySku("IMP-BIE-1")).toMatchObject({ no_withdrawal_after_unseal: true });
    expect(await productBySku("IMP-BIE-2")).toBeUndefined();
  });

  it("refuses a product without what its type must show, naming the product and the field in Polish", async () => {
    const { safety_information: _, ...withoutSafety } = textile;
    const result = await runImportCommand("no-information.jsonl", [
      category,
      {
        ...dress(99),
        id: 700010,
        sku: "IMP-GOL-1",
        name: "Golf z kaszmirem",
        safety_information: undefined,
        composition: undefined,
      },
      {
        ...dress(99),
        ...withoutSafety,
        id: 700011,
        sku: "IMP-GOL-2",
        name: "Golf wełniany",
        safety_information: "",
      },
      {
        ...dress(99),
        id: 700012,
        sku: "IMP-TOR-1",
        name: "Torebka z Turcji",
        composition: null,
        care_instructions: null,
        material_statement: "Skóra bydlęca licowa",
        manufacturer: {
          name: "Deri Atölyesi Ltd.",
          street: "Atatürk Cad. 12",
          postcode: "34000",
          city: "İstanbul",
          country: "TR",
          email: "info@deri.example",
        },
      },
    ]);
    expect(result.stderr).toContain(
      "wiersz 2, pole safety_information: Produkt „Golf z kaszmirem” (IMP-GOL-1): brak informacji o bezpieczeństwie i ostrzeżeń po polsku (pole „safety_information”). Produkt „Golf z kaszmirem” (IMP-GOL-1): brak składu surowcowego (pole „composition”, np. 95 % bawełna, 5 % elastan) albo, dla wyrobu nietekstylnego, materiału (pole „material_statement”).",
    );
    expect(result.stderr).toContain(
      "wiersz 3, pole safety_information: Produkt „Golf wełniany” (IMP-GOL-2): brak informacji o bezpieczeństwie",
    );
    expect(result.stderr).toContain(
      "wiersz 4, pole eu_responsible_person: Produkt „Torebka z Turcji” (IMP-TOR-1): producent spoza UE, brak osoby odpowiedzialnej w UE",
    );
    expect(result.stdout).toContain("odrzucone wiersze: 3");
    for (const sku of ["IMP-GOL-1", "IMP-GOL-2", "IMP-TOR-1"])
      expect(await productBySku(sku)).toBeUndefined();
  });

  it("stores what a product must show; one naming no manufacturer gets the own brand's from the settings", async () => {
    const result = await runImportCommand("information.jsonl", [
      category,
      {
        ...dress(149),
        id: 700020,
        sku: "IMP-PLA-1",
        name: "Płaszcz wełniany Hanna",
        ean: "5901234123457",
        composition: [
          {
            part: "Wierzch",
            fibres: [
              { fibre: "wełna", percent: 80 },
              { fibre: "poliamid", percent: 20 },
            ],
          },
          { part: "Podszewka", fibres: [{ fibre: "wiskoza", percent: 100 }] },
        ],
      },
    ]);
    expect(result.code, `${result.stdout}\n${result.stderr}`).toBe(0);
    expect(await productBySku("IMP-PLA-1")).toMatchObject({
      ean: "5901234123457",
      safety_information: "Trzymać z dala od ognia.",
      care_instructions: "Prać w 30 °C.",
      composition: [
        {
          part: "Wierzch",
          fibres: [
            { fibre: "wełna", percent: 80 },
            { fibre: "poliamid", percent: 20 },
          ],
        },
        { part: "Podszewka", fibres: [{ fibre: "wiskoza", percent: 100 }] },
      ],
      manufacturer: {
        name: "Outlet sp. z o.o.",
        street: "ul. Długa 5",
        postcode: "80-827",
        city: "Gdańsk",
        country: "PL",
        email: "produkt@outlet.local",
        contact_url: null,
      },
    });
  });

  it("imports the example file of apps/api/examples/import with no problem", async () => {
    const example = join(APP_DIR, "examples", "import");
    for (const file of readdirSync(example)) copyFileSync(join(example, file), join(work, file));
    const lines = readFileSync(join(example, "products.jsonl"), "utf8").trim().split("\n");
    const result = await runImportCommand("example.jsonl", lines);
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    expect(await productBySku("WL-SUK-002")).toMatchObject({
      manufacturer: { name: "Szwalnia Wisła sp. z o.o.", email: "kontakt@szwalnia-wisla.example" },
      composition: [{ part: "Wierzch" }, { part: "Podszewka" }],
    });
  });

  it("announces the changed skus and categories to the storefront with its key", async () => {
    const calls = announced.filter((call) => call.url.includes("IMP-SUK-1"));
    expect(calls.length).toBeGreaterThan(0);
    const tags = new URL(calls[0]?.url ?? "", "http://x").searchParams.get("tag")?.split(",") ?? [];
    // the new category's listing, its parent's, every page's menu; the new product's home sections
    expect(tags).toEqual(expect.arrayContaining(["C700", "C2", "menu", "home", "PIMP-SUK-1"]));
    expect(tags).not.toContain("PIMP-SUK-2");
    expect(calls[0]?.key).toBe(INVALIDATE_KEY);
  });

  it("announces a category imported again unchanged with no category tag; a renamed one with its menu", async () => {
    announced.length = 0;
    expect((await runImportCommand("same-category.jsonl", [category])).code).toBe(0);
    expect(announced).toEqual([]);
    const renamed = await runImportCommand("renamed-category.jsonl", [
      { ...category, name: "Kolekcja nowa" },
    ]);
    expect(renamed.code).toBe(0);
    const tags = announced.flatMap(
      (call) => new URL(call.url, "http://x").searchParams.get("tag")?.split(",") ?? [],
    );
    expect(tags.sort()).toEqual(["C2", "C700", "menu"]);
  });

  it("updates a product imported again (upsert by id and sku) and records its new price", async () => {
    const result = await runImportCommand("again.jsonl", [dress(149.99, "Sukienka testowa Ewa II")]);
    expect(result.code, `${result.stdout}\n${result.stderr}`).toBe(0);
    expect(await productBySku("IMP-SUK-1")).toMatchObject({
      name: "Sukienka testowa Ewa II",
      price_incl_tax: 149.99,
    });
    const documents = await readRows<{ id: number }>(
      "SELECT id FROM catalog_document WHERE entity_type = 'product' AND doc_key = ?",
      "IMP-SUK-1",
    );
    expect(documents).toEqual([{ id: 700001 }]);
    const prices = await readRows<{ price_incl_tax_grosze: number }>(
      "SELECT price_incl_tax_grosze FROM price_history WHERE sku = ? ORDER BY valid_from, price_incl_tax_grosze",
      "IMP-SUK-1",
    );
    expect(prices.map((p) => p.price_incl_tax_grosze).sort()).toEqual([14999, 19999]);
    // the stock given again on the line replaced the stock line's 9
    expect(await readRows("SELECT qty FROM stock_item WHERE sku = ?", "IMP-SUK-1")).toEqual([{ qty: 4 }]);
  });

  it("refuses a second product id for a sku that already has one", async () => {
    const result = await runImportCommand("clash.jsonl", [{ ...dress(99), id: 700099 }]);
    expect(result.stderr).toContain("wiersz 1, pole sku: sku IMP-SUK-1 ma już produkt o id 700001");
    expect(result.code, `${result.stdout}\n${result.stderr}`).toBe(1 + 1);
  });

  it("writes nothing with --all-or-nothing when a line is bad", async () => {
    const result = await runImportCommand(
      "strict.jsonl",
      [
        { type: "category", id: 701, name: "Nie zapisze się", parent_id: 2 },
        { ...dress(50), id: 700010, sku: "IMP-ALL-1" },
        { ...dress(50), id: 700011, sku: "IMP-ALL-2", status: 7 },
      ],
      ["--all-or-nothing"],
    );
    expect(result.code, `${result.stdout}\n${result.stderr}`).toBe(1);
    expect(result.stderr).toContain("wiersz 3, pole status:");
    expect(result.stdout).toContain("nic nie zapisano");
    expect(await readRows("SELECT id FROM catalog_document WHERE id IN (701, 700010, 700011)")).toEqual([]);
    expect(await readRows("SELECT sku FROM stock_item WHERE sku LIKE 'IMP-ALL-%'")).toEqual([]);
    expect(announced.some((call) => call.url.includes("IMP-ALL"))).toBe(false);
  });

  it("stores the merchant's pictures in the spec's sizes, WebP or the original format, and reports broken ones", async () => {
    await sharp({ create: { width: 900, height: 1200, channels: 3, background: "#2f4f7f" } })
      .jpeg()
      .toFile(join(work, "granat.jpg"));
    writeFileSync(join(work, "zepsute.jpg"), Buffer.from("to nie jest obraz"));
    const line = (id: number, image_file: string) => ({ ...dress(89), id, sku: `IMP-IMG-${id}`, image_file });
    const result = await runImportCommand("images.jsonl", [
      line(700021, "granat.jpg"),
      line(700022, "zepsute.jpg"),
      line(700023, join(work, "nie-ma.jpg")),
    ]);
    expect(result.stderr).toContain(
      "ostrzeżenie: wiersz 2, pole image_file: uszkodzony lub nieobsługiwany obraz",
    );
    expect(result.stderr).toContain("ostrzeżenie: wiersz 3, pole image_file: brak pliku");
    expect(result.code, `${result.stdout}\n${result.stderr}`).toBe(0);
    expect((await productBySku("IMP-IMG-700022"))?.image).toBe("no_selection");
    expect((await productBySku("IMP-IMG-700023"))?.image).toBe("no_selection");
    const image = (await productBySku("IMP-IMG-700021"))?.image as string;
    expect(image).toMatch(/^\/p\/[0-9a-f]{24}\.jpg$/);

    const webp = await api.request(`/img/150/150/fit${image}`, {
      headers: { accept: "image/avif,image/webp,*/*" },
    });
    expect(webp.status).toBe(200);
    expect(webp.headers.get("content-type")).toBe("image/webp");
    expect(webp.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(webp.headers.get("vary")).toContain("Accept");
    const webpMeta = await sharp(Buffer.from(await webp.arrayBuffer())).metadata();
    expect([webpMeta.format, webpMeta.width, webpMeta.height]).toEqual(["webp", 150, 150]);

    for (const [w, h] of [
      [600, 744],
      [600, 828],
    ] as const) {
      const jpeg = await api.request(`/img/${w}/${h}/resize${image}`, { headers: { accept: "image/jpeg" } });
      expect(jpeg.headers.get("content-type")).toBe("image/jpeg");
      const meta = await sharp(Buffer.from(await jpeg.arrayBuffer())).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", w, h]);
    }
    expect((await api.request("/img/150/150/fit/p/000000000000000000000000.jpg")).status).toBe(404);
  });
});
