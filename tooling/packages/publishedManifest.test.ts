import { describe, expect, it } from "vitest";
import { publishedManifest, publishedRange } from "./publishedManifest.js";

const versions = { "@outlet/contract": "0.2.0", "@outlet/tooling": "0.1.0" };

describe("publishedRange", () => {
  it("turns workspace:^ into a caret range of the sibling's version", () => {
    expect(publishedRange("@outlet/contract", "workspace:^", versions)).toBe("^0.2.0");
  });

  it("turns workspace:~ into a tilde range and workspace:* into the exact version", () => {
    expect(publishedRange("@outlet/contract", "workspace:~", versions)).toBe("~0.2.0");
    expect(publishedRange("@outlet/tooling", "workspace:*", versions)).toBe("0.1.0");
  });

  it("keeps an explicit range after workspace: and leaves a registry range alone", () => {
    expect(publishedRange("@outlet/contract", "workspace:^0.1.0", versions)).toBe("^0.1.0");
    expect(publishedRange("zod", "^4.1.0", versions)).toBe("^4.1.0");
  });

  it("refuses a sibling it has no version of, and a path range", () => {
    expect(() => publishedRange("@outlet/missing", "workspace:^", versions)).toThrow(
      '@outlet/missing: "workspace:^" names no package of this workspace',
    );
    expect(() => publishedRange("@outlet/contract", "workspace:../contract", versions)).toThrow(
      "cannot publish",
    );
  });
});

describe("publishedManifest", () => {
  const workspace = {
    name: "@outlet/pricing",
    version: "0.1.0",
    exports: {
      ".": { "@outlet/source": "./src/index.ts", types: "./dist/index.d.ts", default: "./dist/index.js" },
    },
    publishConfig: {
      access: "public",
      exports: { ".": { types: "./dist/index.d.ts", default: "./dist/index.js" } },
    },
    scripts: {
      test: "vitest run",
      prepack: "node ../../tooling/scripts/pack-manifest.mjs prepack",
      postpack: "node ../../tooling/scripts/pack-manifest.mjs postpack",
    },
    dependencies: { "@outlet/contract": "workspace:^", libphonenumber: "^1.12.0" },
    devDependencies: { "@outlet/tooling": "workspace:*", vitest: "4.1.12" },
  };

  it("publishes the exports of publishConfig and real ranges, keeping publishConfig.access, without the pack scripts", () => {
    expect(publishedManifest(workspace, versions)).toEqual({
      name: "@outlet/pricing",
      version: "0.1.0",
      exports: { ".": { types: "./dist/index.d.ts", default: "./dist/index.js" } },
      publishConfig: { access: "public" },
      scripts: { test: "vitest run" },
      dependencies: { "@outlet/contract": "^0.2.0", libphonenumber: "^1.12.0" },
      devDependencies: { "@outlet/tooling": "0.1.0", vitest: "4.1.12" },
    });
  });

  it("keeps the key order, so the published package.json reads like the workspace one", () => {
    expect(Object.keys(publishedManifest(workspace, versions))).toEqual(Object.keys(workspace));
  });

  it("leaves out the workspace-only fields, as pnpm does", () => {
    const input = { name: "a", version: "1.0.0", packageManager: "pnpm@10.34.9", pnpm: { overrides: {} } };
    expect(publishedManifest(input, {})).toEqual({ name: "a", version: "1.0.0" });
  });

  it("drops publishConfig when it only held manifest fields, and leaves the input untouched", () => {
    const input = { name: "a", version: "1.0.0", publishConfig: { main: "./dist/a.js" } };
    expect(publishedManifest(input, {})).toEqual({ name: "a", version: "1.0.0", main: "./dist/a.js" });
    expect(input.publishConfig).toEqual({ main: "./dist/a.js" });
  });
});
