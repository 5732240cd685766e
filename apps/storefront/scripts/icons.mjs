// Renders the web app manifest's PNG icons (issue 9) from public/icons/icon.svg with the local Debian
// Chromium (nothing is downloaded): 192 and 512 px "any" icons, a 512 px maskable icon (the mark inside the
// 80 % safe zone on a full-bleed background) and a 180 px apple-touch-icon. Run: `node scripts/icons.mjs`.
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";

const dir = fileURLToPath(new URL("../public/icons/", import.meta.url));
const svg = await readFile(`${dir}icon.svg`, "utf8");
const targets = [
  { file: "icon-192.png", size: 192, padding: 0 },
  { file: "icon-512.png", size: 512, padding: 0 },
  { file: "icon-maskable-512.png", size: 512, padding: 0.1 },
  { file: "apple-touch-icon.png", size: 180, padding: 0 },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu"],
});
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const { file, size, padding } of targets) {
    await page.setViewportSize({ width: size, height: size });
    const inset = Math.round(size * padding);
    // The maskable icon fills the whole square with the brand colour; the mark keeps to the safe zone.
    await page.setContent(
      `<html><body style="margin:0;background:${padding ? "#b5985b" : "transparent"}">
        <div style="position:absolute;inset:${inset}px">${svg.replace("<svg ", '<svg width="100%" height="100%" ')}</div>
      </body></html>`,
    );
    await page.screenshot({ path: `${dir}${file}`, omitBackground: padding === 0 });
    process.stdout.write(`public/icons/${file}\n`);
  }
} finally {
  await browser.close();
}
