import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// The storefront's dictionaries have their own check (apps/storefront/app/i18n/genderNeutral.test.ts); the
// API's mails and pages and the back office write Polish in their source files. A shopper is never addressed
// as a man: no past tense in -łeś/-łbyś („Nic nie zapłaciłeś” reached a mail in session 21).

const root = fileURLToPath(new URL("../../", import.meta.url));
const MASCULINE_TO_SHOPPER = /\p{L}+(?:łeś|łbyś)(?!\p{L})/gu;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe("Polish written in the API's and the back office's sources", () => {
  it("addresses the shopper without masculine-only forms", () => {
    const files = [...sources(join(root, "apps/api/src")), ...sources(join(root, "apps/admin/src"))];
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(MASCULINE_TO_SHOPPER)].map(
        (match) => `${relative(root, file)}: ${match[0]}`,
      ),
    );
    expect(found).toEqual([]);
  });
});
