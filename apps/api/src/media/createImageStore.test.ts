import { mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createImageStore, type ImageRequest } from "./createImageStore.js";

// Issue 31, finding 6 (bounded media): the generated images are held to a disk budget, oldest deleted first.
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const banner = (seed: number): ImageRequest => ({
  subject: { kind: "banner", seed },
  width: 600,
  height: 744,
  action: "resize",
  key: `600x744/resize/banners/b-${seed}.png`,
});

const onDisk = (dataDir: string) => {
  const dir = join(dataDir, "media-cache");
  const files = readdirSync(dir).map((name) => statSync(join(dir, name)));
  return { count: files.length, bytes: files.reduce((sum, file) => sum + file.size, 0) };
};

describe("createImageStore's disk budget", () => {
  it("keeps the cached files under the budget by deleting the oldest, and draws a deleted one again", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "outlet-media-"));
    dirs.push(dataDir);
    const probe = createImageStore({ dataDir });
    const one = (await probe.get(banner(1))).length;
    await probe.close();
    rmSync(join(dataDir, "media-cache"), { recursive: true });

    // room for about three images
    const budget = Math.floor(one * 3.5);
    const store = createImageStore({ dataDir, diskBudgetBytes: budget });
    for (let seed = 1; seed <= 8; seed++) await store.get(banner(seed));
    await store.close();
    const after = onDisk(dataDir);
    expect(after.bytes).toBeLessThanOrEqual(budget);
    expect(after.count).toBeGreaterThanOrEqual(2);
    expect(after.count).toBeLessThan(8);

    // a new process (fresh memory) finds the oldest gone and the newest on disk
    const again = createImageStore({ dataDir, diskBudgetBytes: budget });
    await again.get(banner(8));
    await again.get(banner(1));
    expect(again.stats()).toMatchObject({ fromDisk: 1, rendered: 1 });
    await again.close();
    expect(onDisk(dataDir).bytes).toBeLessThanOrEqual(budget);
  }, 60_000);

  it("holds what an earlier run left to the budget too", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "outlet-media-"));
    dirs.push(dataDir);
    const store = createImageStore({ dataDir });
    for (let seed = 1; seed <= 4; seed++) await store.get(banner(seed));
    await store.close();
    const before = onDisk(dataDir);
    const smaller = createImageStore({ dataDir, diskBudgetBytes: Math.floor(before.bytes / 2) });
    await smaller.get(banner(5));
    await smaller.close();
    expect(onDisk(dataDir).bytes).toBeLessThanOrEqual(Math.floor(before.bytes / 2));
  }, 60_000);
});
