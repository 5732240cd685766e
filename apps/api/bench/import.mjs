// Import benchmark (not a timed test): writes a JSON-lines catalogue of N generated top-level products
// (85 % configurable with 2–6 sizes, 15 % simple, 20 categories, prices and stock) to a temporary file,
// streaming, then runs the built import command on a fresh data folder and reports wall time, lines per
// second, peak RSS (GNU time) and the load average before and after.
//
//   pnpm --filter @outlet/api build && pnpm --filter @outlet/api bench:import -- --products=200000
import { spawn } from "node:child_process";
import { once } from "node:events";
import { createWriteStream, mkdtempSync, rmSync, statSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "./benchKit.mjs";

const args = parseArgs(process.argv.slice(2));
const products = Number(args.products ?? 200_000);
const batchSize = String(args["batch-size"] ?? 500);
const appDir = join(dirname(fileURLToPath(import.meta.url)), "..");
const work = mkdtempSync(join(tmpdir(), "outlet-import-bench-"));
const file = join(work, "catalogue.jsonl");

let seed = 1;
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
};
const SIZES = [
  [167, "XS"],
  [168, "S"],
  [169, "M"],
  [170, "L"],
  [171, "XL"],
  [172, "XXL"],
];
const NOUNS = ["Sukienka", "Bluzka", "Koszula", "Spodnie", "Spódnica", "Sweter", "Kurtka", "Płaszcz"];
const ADJECTIVES = ["lniana", "bawełniana", "wełniana", "w kratę", "w paski", "gładka", "midi", "oversize"];

async function writeCatalogue() {
  const out = createWriteStream(file);
  const write = async (line) => {
    if (!out.write(`${JSON.stringify(line)}\n`)) await once(out, "drain");
  };
  for (let c = 0; c < 20; c++)
    await write({
      type: "category",
      id: 1000 + c,
      name: `Kategoria ${c + 1}`,
      parent_id: c < 5 ? 2 : 1000 + (c % 5),
    });
  let nextId = 1_000_000;
  for (let n = 0; n < products; n++) {
    const id = nextId++;
    const name = `${NOUNS[n % NOUNS.length]} ${ADJECTIVES[Math.floor(random() * ADJECTIVES.length)]} ${n + 1}`;
    const price = Math.round((49 + random() * 400) * 100) / 100 - 0.01;
    const categories = [1000 + (n % 5), 1005 + (n % 15)];
    if (random() < 0.85) {
      const count = 2 + Math.floor(random() * 5);
      await write({
        type: "product",
        id,
        sku: `BEN-${id}`,
        name,
        type_id: "configurable",
        price,
        category_ids: categories,
        configurable_options: [
          {
            attribute_code: "size",
            attribute_id: "142",
            label: "Rozmiar",
            position: 0,
            values: SIZES.slice(0, count).map(([value_index, label]) => ({ value_index, label })),
          },
        ],
        configurable_children: SIZES.slice(0, count).map(([size, label]) => ({
          id: nextId++,
          sku: `BEN-${id}-${label}`,
          size,
          size_label: label,
          stock: { qty: Math.floor(random() * 8) },
        })),
      });
    } else
      await write({
        type: "product",
        id,
        sku: `BEN-${id}`,
        name,
        price,
        category_ids: categories,
        stock: { qty: Math.floor(random() * 30) },
      });
  }
  out.end();
  await once(out, "finish");
}

const started = Date.now();
await writeCatalogue();
const mb = (bytes) => `${Math.round(bytes / 1024 / 1024)} MB`;
console.info(
  `file: ${products} products, ${mb(statSync(file).size)}, written in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);

const before = loadavg()
  .map((v) => v.toFixed(2))
  .join(" ");
const t0 = Date.now();
const child = spawn(
  "/usr/bin/time",
  ["-f", "peakRssKb=%M", process.execPath, "dist/importMain.js", file, "--batch-size", batchSize],
  {
    cwd: appDir,
    env: { ...process.env, DATA_DIR: join(work, "data"), CATALOGUE_SIZE: "1", LOG_LEVEL: "warn" },
    stdio: ["ignore", "pipe", "pipe"],
  },
);
let stderr = "";
child.stdout.on("data", (chunk) => process.stdout.write(chunk));
child.stderr.on("data", (chunk) => {
  stderr += chunk;
});
const [code] = await once(child, "exit");
const seconds = (Date.now() - t0) / 1000;
const peak = Number(/peakRssKb=(\d+)/.exec(stderr)?.[1] ?? 0) * 1024;
const after = loadavg()
  .map((v) => v.toFixed(2))
  .join(" ");
const lines = products + 20;
console.info(
  `\n| products | lines | time | lines/s | peak RSS | load average before → after | exit |\n|---|---|---|---|---|---|---|\n| ${products} | ${lines} | ${seconds.toFixed(1)} s | ${Math.round(lines / seconds)} | ${mb(peak)} | ${before} → ${after} | ${code} |`,
);
if (code !== 0) console.error(stderr.slice(0, 2000));
// --keep leaves the imported data folder for `bench/run.mjs --data-dir=…`
if (args.keep) console.info(`data folder kept: ${join(work, "data")}`);
else rmSync(work, { recursive: true, force: true });
