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
