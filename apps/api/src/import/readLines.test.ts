import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { readLines } from "./readLines.js";

const dir = mkdtempSync(join(tmpdir(), "outlet-lines-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function collect(content: string | Buffer) {
  const file = join(dir, `f${Math.random()}.txt`);
  writeFileSync(file, content);
  const lines = [];
  for await (const line of readLines(file)) lines.push(line);
  return lines;
}

describe("readLines", () => {
  it("numbers lines, drops CR of CRLF and keeps a last line without a newline", async () => {
    const lines = await collect("a\r\nbb\n\nżółć");
    expect(lines.map((l) => [l.number, l.text])).toEqual([
      [1, "a"],
      [2, "bb"],
      [3, ""],
      [4, "żółć"],
    ]);
    // bytes up to each line's end: "a\r\n" 3, "bb\n" 6, "\n" 7, "żółć" (8 bytes) 15
    expect(lines.map((l) => l.bytesRead)).toEqual([3, 6, 7, 15]);
  });

  it("keeps a Polish letter whole when it is split between two 256 KB chunks", async () => {
    const head = "x".repeat(256 * 1024 - 1);
    const lines = await collect(`${head}ż\nkoniec\n`);
    expect(lines.map((l) => l.text)).toEqual([`${head}ż`, "koniec"]);
    expect(lines.at(-1)?.bytesRead).toBe(256 * 1024 - 1 + 2 + 1 + 7);
  });
});
