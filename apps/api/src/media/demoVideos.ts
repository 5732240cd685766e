import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";

/** The demo video files and their types: a whitelist, so no path is ever built from a request. */
const FILES: ReadonlyMap<string, string> = new Map([
  ["sukienka.webm", "video/webm"],
  ["kurtka.webm", "video/webm"],
  ["koszula.webm", "video/webm"],
  ["sukienka.pl.vtt", "text/vtt; charset=utf-8"],
  ["kurtka.pl.vtt", "text/vtt; charset=utf-8"],
  ["koszula.pl.vtt", "text/vtt; charset=utf-8"],
]);

// From src/media/ (tests, dev) or from the bundled dist/ (production): the folder apps/api/assets/video.
const FOLDER = ["../../assets/video/", "../assets/video/"]
  .map((relative) => fileURLToPath(new URL(relative, import.meta.url)))
  .find((folder) => existsSync(folder));

/**
 * A demo product video or its captions (issue 15; recorded by `scripts/record-demo-videos.mjs`), or
 * `null` for a name not on the list.
 *
 * @example
 * (await demoVideoFile("sukienka.webm"))?.type; // "video/webm"
 */
export async function demoVideoFile(name: string): Promise<{ bytes: Buffer; type: string } | null> {
  const type = FILES.get(name);
  if (!type || !FOLDER) return null;
  return { bytes: await readFile(`${FOLDER}${name}`), type };
}
