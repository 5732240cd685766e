// The page budget over a fixture build (no storefront build needed): which scripts a page's HTML asks for,
// and that a planted import over the budget fails the check, allowance or not.
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  type BuiltClient,
  formatPageTable,
  initialScripts,
  measurePages,
  type PageBudget,
  type RouteManifest,
  readBuiltClient,
} from "./pageBudget.js";

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** Random bytes do not compress: a file of `kb` kB weighs about `kb` kB gzipped (plus ~20 B of header). */
function fixtureBuild(
  manifest: RouteManifest,
  files: Record<string, number>,
  views = {},
  serverBuild?: string,
): BuiltClient {
  const build = mkdtempSync(join(tmpdir(), "page-budget-"));
  folders.push(build);
  mkdirSync(join(build, "client", "assets"), { recursive: true });
  if (serverBuild !== undefined) {
    mkdirSync(join(build, "server", "assets"), { recursive: true });
    writeFileSync(join(build, "server", "assets", "server-build-f1x7.js"), serverBuild);
  }
  for (const [file, kb] of Object.entries(files))
    writeFileSync(join(build, "client", file), randomBytes(kb * 1000).toString("latin1"), "latin1");
  writeFileSync(
    join(build, "client", "assets", "manifest-f1x7.js"),
    `window.__reactRouterManifest=${JSON.stringify(manifest)};`,
  );
  writeFileSync(join(build, "dispatched-views.json"), JSON.stringify(views));
  return readBuiltClient(build);
}

const shop: RouteManifest = {
  entry: { module: "/assets/entry.js", imports: ["/assets/vendor.js", "/assets/shell.js"] },
  routes: {
    root: { module: "/assets/root.js", imports: ["/assets/vendor.js", "/assets/shell.js"] },
    "routes/product": {
      parentId: "root",
      module: "/assets/product.js",
      imports: ["/assets/shell.js", "/assets/tile.js"],
    },
    "routes/dispatcher": {
      parentId: "root",
      module: "/assets/dispatcher.js",
      imports: ["/assets/vendor.js"],
    },
  },
};
const sizes = {
  "/assets/entry.js": 1,
  "/assets/vendor.js": 90,
  "/assets/shell.js": 20,
  "/assets/root.js": 1,
  "/assets/product.js": 8,
  "/assets/tile.js": 2,
  "/assets/dispatcher.js": 1,
  "/assets/view.js": 14,
};
const views = { DispatchedProduct: ["/assets/view.js", "/assets/tile.js"] };
const product: PageBudget = {
  page: "product",
  path: "/p/1/sukienka",
  variants: [{ route: "routes/product" }, { route: "routes/dispatcher", view: "DispatchedProduct" }],
  limitBytes: 130_000,
};

describe("initialScripts", () => {
  it("lists the entry, every matched route with its imports and the dispatched view, once each", () => {
    const client = fixtureBuild(shop, sizes, views);
    expect(initialScripts(client, { route: "routes/product" })).toEqual([
      "/assets/entry.js",
      "/assets/vendor.js",
      "/assets/shell.js",
      "/assets/root.js",
      "/assets/product.js",
      "/assets/tile.js",
    ]);
    expect(initialScripts(client, { route: "routes/dispatcher", view: "DispatchedProduct" })).toEqual([
      "/assets/entry.js",
      "/assets/vendor.js",
      "/assets/shell.js",
      "/assets/root.js",
      "/assets/dispatcher.js",
      "/assets/view.js",
      "/assets/tile.js",
    ]);
  });

  it("counts the whole route manifest first when the server build discovers routes up front", () => {
    const initial = fixtureBuild(
      shop,
      sizes,
      views,
      'const ssr = true;\nvar routeDiscovery = { "mode": "initial" };\n',
    );
    expect(initial.routeDiscovery).toBe("initial");
    expect(initialScripts(initial, { route: "routes/product" })).toEqual([
      "/assets/manifest-f1x7.js",
      "/assets/entry.js",
      "/assets/vendor.js",
      "/assets/shell.js",
      "/assets/root.js",
      "/assets/product.js",
      "/assets/tile.js",
    ]);
    const lazy = fixtureBuild(
      shop,
      sizes,
      views,
      'var routeDiscovery = { "mode": "lazy", "manifestPath": "/__manifest" };\n',
    );
    expect(lazy.routeDiscovery).toBe("lazy");
    expect(initialScripts(lazy, { route: "routes/product" })).not.toContain("/assets/manifest-f1x7.js");
  });

  it("names a route or view the build does not have", () => {
    const client = fixtureBuild(shop, sizes, views);
    expect(() => initialScripts(client, { route: "routes/basket" })).toThrow("no route routes/basket");
    expect(() => initialScripts(client, { route: "routes/dispatcher", view: "DispatchedCart" })).toThrow(
      "no view DispatchedCart",
    );
  });

  it("says to build the storefront when there is no build", () => {
    expect(() => readBuiltClient(join(tmpdir(), "no-such-build"))).toThrow(
      "build the storefront first (pnpm --filter @outlet/storefront build)",
    );
  });
});

describe("measurePages", () => {
  it("weighs the heaviest variant and passes within the budget", () => {
    const [row] = measurePages(fixtureBuild(shop, sizes, views), [product]);
    // The dispatcher's page: 1 + 90 + 20 + 1 + 1 + 14 + 2 kB, against 1 + 90 + 20 + 1 + 8 + 2.
    expect(row?.variant).toEqual({ route: "routes/dispatcher", view: "DispatchedProduct" });
    expect(row?.gzipBytes).toBeGreaterThan(130_000 - 1000);
    expect(row?.gzipBytes).toBeLessThan(130_000);
    expect(row?.ok).toBe(true);
  });

  it("fails when a page's route gains a planted over-budget import", () => {
    const planted: RouteManifest = {
      ...shop,
      routes: {
        ...shop.routes,
        "routes/product": {
          parentId: "root",
          module: "/assets/product.js",
          imports: ["/assets/shell.js", "/assets/tile.js", "/assets/phone-metadata.js"],
        },
      },
    };
    const client = fixtureBuild(planted, { ...sizes, "/assets/phone-metadata.js": 40 }, views);
    const [row] = measurePages(client, [product]);
    expect(row?.variant).toEqual({ route: "routes/product" });
    expect(row?.files).toContain("/assets/phone-metadata.js");
    expect(row?.gzipBytes).toBeGreaterThan(160_000);
    expect(row?.ok).toBe(false);
    expect(formatPageTable([row as NonNullable<typeof row>])).toMatch(
      /^\| product \| `\/p\/1\/sukienka` \| routes\/product \| 7 \| 16\d\.\d \| 130\.0 \| 130\.0 \| OVER \|$/m,
    );
    // An allowance is a ceiling too: the planted import still fails above it.
    const [allowed] = measurePages(client, [{ ...product, allowanceBytes: 140_000 }]);
    expect(allowed?.enforcedBytes).toBe(140_000);
    expect(allowed?.ok).toBe(false);
  });
});
