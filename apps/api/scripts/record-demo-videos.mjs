// Records the demo catalogue's product videos (issue 15) as small WebM files with Debian's Chromium:
// a canvas animation captured by MediaRecorder (no internet, no encoder to install). Run once; the files
// are committed under assets/video/ (each under 200 kB) and served by GET /media/video/:file.
//   node apps/api/scripts/record-demo-videos.mjs
import { writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";

const require = createRequire(new URL("../../storefront/package.json", import.meta.url));
const { chromium } = require("@playwright/test");

/** One video: a garment outline turning in the colour of the product, with a caption line. */
const VIDEOS = [
  { file: "sukienka.webm", fill: "#b02a30", kind: "dress" },
  { file: "kurtka.webm", fill: "#2f4f6f", kind: "jacket" },
  { file: "koszula.webm", fill: "#d9c9a3", kind: "shirt" },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--headless"],
});
const page = await browser.newPage();
for (const video of VIDEOS) {
  const base64 = await page.evaluate(async ({ fill, kind }) => {
    const canvas = document.createElement("canvas");
    canvas.width = 320;
    canvas.height = 396;
    const context = canvas.getContext("2d");
    const stream = canvas.captureStream(15);
    const recorder = new MediaRecorder(stream, {
      mimeType: "video/webm;codecs=vp8",
      videoBitsPerSecond: 250_000,
    });
    const chunks = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    const done = new Promise((resolve) => {
      recorder.onstop = resolve;
    });
    recorder.start();
    const started = performance.now();
    await new Promise((resolve) => {
      const frame = () => {
        const t = (performance.now() - started) / 1000;
        context.fillStyle = "#f3efe6";
        context.fillRect(0, 0, 320, 396);
        context.save();
        context.translate(160, 200);
        context.scale(Math.cos(t * 1.6), 1);
        context.fillStyle = fill;
        context.beginPath();
        if (kind === "dress") {
          context.moveTo(-40, -140);
          context.lineTo(40, -140);
          context.lineTo(55, -60);
          context.lineTo(100, 140);
          context.lineTo(-100, 140);
          context.lineTo(-55, -60);
        } else {
          context.moveTo(-60, -140);
          context.lineTo(60, -140);
          context.lineTo(130, -60);
          context.lineTo(100, -30);
          context.lineTo(70, -60);
          context.lineTo(70, 140);
          context.lineTo(-70, 140);
          context.lineTo(-70, -60);
          context.lineTo(-100, -30);
          context.lineTo(-130, -60);
        }
        context.closePath();
        context.fill();
        context.restore();
        if (t < 4) requestAnimationFrame(frame);
        else resolve();
      };
      frame();
    });
    recorder.stop();
    await done;
    const blob = new Blob(chunks, { type: "video/webm" });
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let binary = "";
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  }, video);
  const target = join(new URL("../assets/video/", import.meta.url).pathname, video.file);
  writeFileSync(target, Buffer.from(base64, "base64"));
  process.stdout.write(`${video.file}: ${Buffer.from(base64, "base64").length} bytes\n`);
}
await browser.close();
