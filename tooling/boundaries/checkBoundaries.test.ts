import { builtinModules } from "node:module";
import { describe, expect, it } from "vitest";
import { checkBoundaries, findCycles, type Project, packageOf } from "./checkBoundaries.js";

const domain = (files: Record<string, string>, extra: Partial<Project> = {}): Project => ({
  name: "@outlet/pricing",
  dir: "packages/pricing",
  kind: "domain",
  dependencies: [],
  files: Object.entries(files).map(([name, text]) => ({ path: `packages/pricing/src/${name}`, text })),
  ...extra,
});

const rulesOf = (projects: Project[]) => checkBoundaries(projects, builtinModules).map((v) => v.rule);

describe("checkBoundaries", () => {
  it("accepts a pure domain package", () => {
    const pure = domain({
      "index.ts": 'export { finalPrice } from "./finalPrice";',
      "finalPrice.ts": [
        "export function finalPrice(p: { price: number }, now: () => number, fetch: (u: string) => void) {",
        "  const at = new Date(now());",
        "  fetch('x');",
        "  const document = { window: 1 };",
        "  return { at, price: p.price, doc: document.window, when: Intl.DateTimeFormat };",
        "}",
      ].join("\n"),
    });
    expect(checkBoundaries([pure], builtinModules)).toEqual([]);
  });

  it("catches a domain package that imports react", () => {
    const v = checkBoundaries(
      [domain({ "index.ts": 'import { useState } from "react";\nexport const x = useState;' })],
      builtinModules,
    );
    expect(v).toEqual([
      expect.objectContaining({ rule: "domain-forbidden-import", where: "packages/pricing/src/index.ts:1" }),
    ]);
  });

  it("lets only the offline-storage package import the idb wrapper", () => {
    const source = 'import { wrap } from "idb";\nexport const w = wrap;';
    const storage = domain(
      { "driver.ts": source },
      { name: "@outlet/offline-storage", dir: "packages/offline-storage" },
    );
    const fixed = {
      ...storage,
      files: storage.files.map((f) => ({ ...f, path: f.path.replace("pricing", "offline-storage") })),
    };
    expect(rulesOf([fixed])).toEqual([]);
    expect(rulesOf([domain({ "driver.ts": source })])).toEqual(["domain-forbidden-import"]);
  });

  it("catches node: built-ins and bare built-in names", () => {
    expect(
      rulesOf([
        domain({ "a.ts": 'import { readFileSync } from "node:fs";\nexport const a = readFileSync;' }),
      ]),
    ).toEqual(["domain-forbidden-import"]);
    expect(rulesOf([domain({ "a.ts": 'import path from "path";\nexport const a = path;' })])).toEqual([
      "domain-forbidden-import",
    ]);
  });

  it("catches a global fetch call in a domain package", () => {
    const v = checkBoundaries(
      [domain({ "load.ts": "export const load = () => fetch('/api/cart');" })],
      builtinModules,
    );
    expect(v.map((x) => [x.rule, x.message])).toEqual([
      [
        "domain-forbidden-global",
        "uses 'fetch', which calls the network (pass a fetch-like executor in instead)",
      ],
    ]);
  });

  it("catches the clock, timers, randomness and browser storage", () => {
    const src = [
      "export const a = Date.now();",
      "export const b = new Date();",
      "export const c = Math.random();",
      "export const d = localStorage.getItem('k');",
      "setTimeout(() => 0, 5);",
      "export const e = window.innerWidth;",
    ].join("\n");
    expect(rulesOf([domain({ "x.ts": src })])).toEqual(Array(6).fill("domain-forbidden-global"));
  });

  it("ignores names used only as properties or types", () => {
    const src =
      "export interface T { fetch: typeof fetch; window: number }\nexport const o = { fetch: 1 }.fetch;";
    expect(rulesOf([domain({ "x.ts": src })])).toEqual([]);
  });

  it("lets transport import ky but nobody else", () => {
    const transport: Project = {
      name: "@outlet/transport",
      dir: "packages/transport",
      kind: "transport",
      dependencies: ["ky"],
      files: [
        {
          path: "packages/transport/src/c.ts",
          text: 'import ky from "ky";\nexport const c = () => fetch(ky as never);',
        },
      ],
    };
    const app: Project = {
      name: "@outlet/storefront",
      dir: "apps/storefront",
      kind: "app",
      dependencies: [],
      files: [{ path: "apps/storefront/app/x.ts", text: 'import ky from "ky";\nexport const x = ky;' }],
    };
    expect(checkBoundaries([transport, app], builtinModules).map((v) => [v.project, v.rule])).toEqual([
      ["@outlet/storefront", "http-outside-transport"],
    ]);
  });

  it("catches a package that imports an app, deep imports and undeclared workspace dependencies", () => {
    const app: Project = { name: "@outlet/api", dir: "apps/api", kind: "app", dependencies: [], files: [] };
    const tax: Project = {
      name: "@outlet/tax",
      dir: "packages/tax",
      kind: "domain",
      dependencies: [],
      files: [],
    };
    const pricing = domain(
      {
        "a.ts": 'import { db } from "@outlet/api";\nexport const a = db;',
        "b.ts": 'import { x } from "@outlet/tax/src/x";\nexport const b = x;',
      },
      { dependencies: ["@outlet/api"] },
    );
    expect(rulesOf([app, tax, pricing]).sort()).toEqual(
      ["deep-import", "package-imports-app", "undeclared-workspace-dependency"].sort(),
    );
  });

  it("catches relative imports that leave the package", () => {
    expect(
      rulesOf([domain({ "a.ts": 'import { b } from "../../tax/src/b";\nexport const a = b;' })]),
    ).toEqual(["import-escapes-project"]);
  });

  it("catches cycles between packages", () => {
    const a: Project = {
      name: "@outlet/a",
      dir: "packages/a",
      kind: "domain",
      dependencies: ["@outlet/b"],
      files: [{ path: "packages/a/src/index.ts", text: 'export * from "@outlet/b";' }],
    };
    const b: Project = {
      name: "@outlet/b",
      dir: "packages/b",
      kind: "domain",
      dependencies: ["@outlet/a"],
      files: [{ path: "packages/b/src/index.ts", text: 'export * from "@outlet/a";' }],
    };
    const v = checkBoundaries([a, b], builtinModules);
    expect(v).toEqual([
      expect.objectContaining({ rule: "package-cycle", where: "@outlet/a → @outlet/b → @outlet/a" }),
    ]);
  });

  it("catches cycles between files of one package", () => {
    const v = checkBoundaries(
      [
        domain({
          "a.ts": 'import { b } from "./b";\nexport const a = b;',
          "b.ts": 'import { a } from "./a.js";\nexport const b = a;',
        }),
      ],
      builtinModules,
    );
    expect(v.map((x) => x.rule)).toEqual(["file-cycle"]);
  });
});

describe("packageOf", () => {
  it("keeps the scope of scoped packages", () => {
    expect(packageOf("@outlet/tax/src/x")).toBe("@outlet/tax");
    expect(packageOf("react-dom/client")).toBe("react-dom");
  });
});

describe("findCycles", () => {
  it("finds none in a tree", () => {
    expect(
      findCycles(
        new Map([
          ["a", ["b"]],
          ["b", []],
        ]),
      ),
    ).toEqual([]);
  });
  it("finds a self-loop", () => {
    expect(findCycles(new Map([["a", ["a"]]]))).toEqual([["a", "a"]]);
  });
});

describe("checkBoundaries: the apps (issue 16)", () => {
  const app = (name: string, dir: string, files: Record<string, string>): Project => ({
    name,
    dir,
    kind: "app",
    dependencies: ["@outlet/pricing"],
    files: Object.entries(files).map(([path, text]) => ({ path: `${dir}/${path}`, text })),
  });
  const storefront = (files: Record<string, string>) => app("@outlet/storefront", "apps/storefront", files);
  const api = (files: Record<string, string>) => app("@outlet/api", "apps/api", files);
  const pricing = domain({ "index.ts": "export const toGrosze = (n: number) => n;" });

  it("catches app code that calls fetch itself, in every spelling", () => {
    const v = checkBoundaries(
      [
        storefront({
          "app/state/cartApi.ts": "export const pull = () => fetch('/api/cart/pull');",
          "app/lib/ping.ts": "export const ping = () => window.fetch('/api/ping');",
          "app/lib/probe.ts": "export const probe = () => globalThis.fetch('/api/ping');",
        }),
      ],
      builtinModules,
    );
    expect(v.map((x) => [x.rule, x.where])).toEqual([
      ["fetch-outside-transport", "apps/storefront/app/state/cartApi.ts:1"],
      ["fetch-outside-transport", "apps/storefront/app/lib/ping.ts:1"],
      ["fetch-outside-transport", "apps/storefront/app/lib/probe.ts:1"],
    ]);
  });

  it("lets an app pass an injected fetch around and lets a listed adapter call it", () => {
    const v = checkBoundaries(
      [
        storefront({
          "app/lib/wire.ts": "export const wire = (fetch: typeof globalThis.fetch) => fetch('/x');",
          "app/lib/browserRuntime.ts": "export const runtime = { fetch: (u: string) => window.fetch(u) };",
        }),
      ],
      builtinModules,
    );
    expect(v).toEqual([]);
  });

  it("catches API runtime code that imports the demo-data folder, not the seed's own files", () => {
    const v = checkBoundaries(
      [
        api({
          "src/routes/reviewRoutes.ts":
            'import { formatDateTime } from "../seed/seedTypes.js";\nexport const f = formatDateTime;',
          "src/seed/generateContent.ts":
            'import { slugify } from "./seedTypes.js";\nexport const g = slugify;',
          "src/seed/seedTypes.ts":
            "export const slugify = (s: string) => s;\nexport const formatDateTime = String;",
        }),
      ],
      builtinModules,
    );
    expect(v.map((x) => [x.rule, x.where])).toEqual([
      ["runtime-imports-seed", "apps/api/src/routes/reviewRoutes.ts:1"],
    ]);
  });

  it("catches an app that imports a package's private file", () => {
    const v = checkBoundaries(
      [
        pricing,
        storefront({
          "app/x.ts": 'import { toGrosze } from "@outlet/pricing/src/money";\nexport const x = toGrosze;',
        }),
      ],
      builtinModules,
    );
    expect(v.map((x) => [x.rule, x.where])).toEqual([["deep-import", "apps/storefront/app/x.ts:1"]]);
  });

  it("accepts an entry the package's exports declare and still catches a private file next to it", () => {
    const v = checkBoundaries(
      [
        { ...pricing, entries: [".", "./phone"] },
        storefront({
          "app/x.ts":
            'import { isPhoneNumber } from "@outlet/pricing/phone";\nexport const x = isPhoneNumber;',
          "app/y.ts":
            'import { isPhoneNumber } from "@outlet/pricing/src/phone";\nexport const y = isPhoneNumber;',
        }),
      ],
      builtinModules,
    );
    expect(v.map((x) => [x.rule, x.where])).toEqual([["deep-import", "apps/storefront/app/y.ts:1"]]);
  });

  it("catches float money arithmetic in an app and accepts arithmetic in grosze", () => {
    const v = checkBoundaries(
      [
        pricing,
        storefront({
          "app/components/cart/CartLines.tsx": [
            'import { fromGrosze, toGrosze } from "@outlet/pricing";',
            "type Line = { price_incl_tax?: number; qty: number; totals?: { grand_total: number } };",
            "export const rowTotal = (line: Line) => Math.round(Number(line.price_incl_tax ?? 0) * 100 * line.qty) / 100;",
            "export const shipping = (line: Line, price: number) => line.totals!.grand_total + price;",
            "export const fine = (line: Line, totalGrosze: number) => fromGrosze(toGrosze(line.price_incl_tax ?? 0) * line.qty + totalGrosze);",
            "export const pages = (total: number, size: number) => Math.ceil(total / size);",
          ].join("\n"),
        }),
      ],
      builtinModules,
    );
    expect(v.map((x) => [x.rule, x.where])).toEqual([
      ["float-money-in-app", "apps/storefront/app/components/cart/CartLines.tsx:3"],
      ["float-money-in-app", "apps/storefront/app/components/cart/CartLines.tsx:4"],
    ]);
  });

  it("catches an app file over 400 lines, not one of 400 nor a package's", () => {
    const lines = (n: number) =>
      `${Array.from({ length: n }, (_, i) => `export const a${i} = ${i};`).join("\n")}\n`;
    const v = checkBoundaries(
      [
        domain({ "long.ts": lines(900) }),
        storefront({
          "app/state/cart/cartStore.ts": lines(401),
          "app/state/user/userStore.ts": lines(400),
        }),
        api({ "src/seed/catalogueData.ts": lines(700) }),
      ],
      builtinModules,
    );
    expect(v.map((x) => [x.rule, x.where])).toEqual([
      ["app-file-too-long", "apps/storefront/app/state/cart/cartStore.ts:401"],
    ]);
  });

  it("catches a type-bridging cast in app code: `as never` and any `Parameters<…>`, not other casts", () => {
    const v = checkBoundaries(
      [
        domain({ "cast.ts": "export const n = (x: unknown) => x as never;" }),
        storefront({
          "app/state/cart/syncCart.ts": [
            'import type { Client } from "@outlet/transport";',
            "export const update = (client: Client, line: unknown) =>",
            '  client.cart.update(line as Parameters<Client["cart"]["update"]>[0]);',
            "export const store = (write: (v: string) => void, value: unknown) => write(value as never);",
            "export const typed = (value: unknown) => value as string;",
          ].join("\n"),
          "app/state/shop/shopContext.tsx":
            "export function handle(input: Parameters<typeof create>[0]) { return input; }\nfunction create(x: number) { return x; }",
        }),
        api({ "src/routes/x.ts": "export const y = (v: unknown) => <never>v;" }),
      ],
      builtinModules,
    );
    expect(v.filter((x) => x.rule === "type-bridging-cast").map((x) => x.where)).toEqual([
      "apps/storefront/app/state/cart/syncCart.ts:3",
      "apps/storefront/app/state/cart/syncCart.ts:4",
      "apps/storefront/app/state/shop/shopContext.tsx:1",
      "apps/api/src/routes/x.ts:1",
    ]);
  });

  it("catches inline reads of a document's eligibility and visibility and the untyped Doc (issue 30)", () => {
    const v = checkBoundaries(
      [
        api({
          "src/routes/feedRoutes.ts": [
            'import type { Doc } from "../catalog/createCatalogStore.js";',
            "export const enabled = (c: Doc) => Number(c.status ?? 1) < 2;",
            "export const visible = (p: Doc) => [2, 3, 4].includes(Number(p.visibility));",
            "export const child = (p: { visibility?: number }) => p.visibility === 1;",
            'export const disabled = (c: Record<string, unknown>) => (c["status"] as number) >= 2;',
          ].join("\n"),
          "src/cart/lineRows.ts": "type Doc = Record<string, unknown>;\nexport const d: Doc = {};",
          "src/catalog/productIndexRows.ts":
            "export const on = (c: { status?: number }) => Number(c.status ?? 1) < 2;",
        }),
        storefront({
          "app/lib/jsonLd.ts":
            "export const kids = (cs: { status?: number }[]) => cs.filter((c) => (c.status ?? 1) < 2);",
        }),
      ],
      builtinModules,
    );
    expect(v.filter((x) => x.rule === "inline-document-rule").map((x) => x.where)).toEqual([
      "apps/api/src/routes/feedRoutes.ts:1",
      "apps/api/src/routes/feedRoutes.ts:2",
      "apps/api/src/routes/feedRoutes.ts:3",
      "apps/api/src/routes/feedRoutes.ts:3",
      "apps/api/src/routes/feedRoutes.ts:4",
      "apps/api/src/routes/feedRoutes.ts:5",
      "apps/api/src/cart/lineRows.ts:1",
      "apps/storefront/app/lib/jsonLd.ts:1",
    ]);
  });

  it("checks the product, URL, search, sitemap, admin product and custom-option code now that it is typed", () => {
    const inline = "export const visible = (p: { visibility?: number }) => p.visibility === 4;";
    const files = [
      "src/routes/productRoutes.ts",
      "src/routes/urlRoutes.ts",
      "src/routes/seoRoutes.ts",
      "src/routes/adminProductRoutes.ts",
      "src/search/searchDocuments.ts",
      "src/cart/customOptionsLine.ts",
    ];
    const v = checkBoundaries([api(Object.fromEntries(files.map((file) => [file, inline])))], builtinModules);
    expect(v.filter((x) => x.rule === "inline-document-rule").map((x) => x.where)).toEqual(
      files.map((file) => `apps/api/${file}:1`),
    );
  });

  it("lets HTTP statuses, other fields and the rules' own functions pass", () => {
    const v = checkBoundaries(
      [
        api({
          "src/routes/cartRoutes.ts": [
            "export const ok = (res: { status: number }) => res.status === 200;",
            "export const approved = (r: { review_status: number }) => r.review_status === 1;",
            'import { isEnabled } from "@outlet/variant-selection";',
            "export const on = (c: { status?: number }) => isEnabled(c);",
          ].join("\n"),
        }),
      ],
      builtinModules,
    );
    expect(v.filter((x) => x.rule === "inline-document-rule")).toEqual([]);
  });
});
