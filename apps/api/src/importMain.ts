import { existsSync } from "node:fs";
import { basename, isAbsolute, resolve } from "node:path";
import { parseArgs } from "node:util";
import { pluralPl } from "@outlet/formatting";
import { createCacheAnnouncer } from "./catalog/announceCacheTags.js";
import { loadConfig } from "./config.js";
import { openDatabase } from "./db/openDatabase.js";
import { createProgressView } from "./import/importProgress.js";
import { type ImportSummary, runImport } from "./import/runImport.js";
import { seedDatabase } from "./seed/seedDatabase.js";
import { createAuditRecorder } from "./staff/createAuditRecorder.js";

// `pnpm --filter @outlet/api import <file.jsonl> [--all-or-nothing]` (or `node dist/importMain.js …`):
// streams a catalogue file into the configured database. Exit status: 0 every line imported, 2 some lines
// rejected (the rest imported), 1 nothing written (`--all-or-nothing` with a rejected line, or a fatal error).

const USAGE = `Użycie: pnpm --filter @outlet/api import <plik.jsonl> [--all-or-nothing] [--batch-size 500]

Każdy wiersz pliku to jeden obiekt JSON z polem "type": product, category, attribute lub stock
(opis i przykład: apps/api/README.md, „Import katalogu”).
  --all-or-nothing   nic nie zapisuj, jeśli choć jeden wiersz jest błędny
  --batch-size N     wierszy na transakcję (domyślnie 500)
`;

const count = (n: number, one: string, few: string, many: string) =>
  `${n} ${pluralPl(n, { one, few, many })}`;

function summaryLine(summary: ImportSummary): string {
  const { products, categories, attributes, stock } = summary.imported;
  return [
    `${summary.written ? "zaimportowano" : "nic nie zapisano; sprawdzono"}: ${count(products, "produkt", "produkty", "produktów")}`,
    count(categories, "kategoria", "kategorie", "kategorii"),
    count(attributes, "atrybut", "atrybuty", "atrybutów"),
    count(stock, "stan magazynowy", "stany magazynowe", "stanów magazynowych"),
    `odrzucone wiersze: ${summary.rejected}`,
    `ostrzeżenia: ${summary.warnings}`,
  ].join(", ");
}

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      "all-or-nothing": { type: "boolean", default: false },
      "batch-size": { type: "string" },
      help: { type: "boolean", short: "h", default: false },
    },
  });
  const given = positionals[0];
  if (values.help || given === undefined || positionals.length > 1) {
    process.stderr.write(USAGE);
    return values.help ? 0 : 1;
  }
  const batchSize = Number(values["batch-size"] ?? 500);
  if (!Number.isInteger(batchSize) || batchSize < 1 || batchSize > 10_000) {
    process.stderr.write("--batch-size: liczba całkowita od 1 do 10000\n");
    return 1;
  }
  // pnpm runs scripts in the package folder; a relative path means the caller's folder
  const file = isAbsolute(given) ? given : resolve(process.env.INIT_CWD ?? process.cwd(), given);
  if (!existsSync(file)) {
    process.stderr.write(`nie ma pliku ${file}\n`);
    return 1;
  }
  const config = loadConfig(process.env);
  // a batch job beside a running API: wait up to a minute for the API's write lock instead of losing a batch
  const database = await openDatabase({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    busyTimeoutMs: 60_000,
  });
  try {
    const now = Date.now();
    // the API seeds a never-seeded database on its first start; doing it here first means that seed can
    // never land on top of (and overwrite) what is imported now
    await seedDatabase(database, {
      seed: config.seed,
      size: config.catalogueSize,
      now,
      appSecret: config.appSecret,
    });
    const view = createProgressView(process.stdout);
    const summary = await runImport({
      database,
      file,
      dataDir: config.dataDir,
      allOrNothing: values["all-or-nothing"],
      now,
      batchSize,
      onProgress: (progress) => view.update(progress),
      onProblem: (problem) =>
        process.stderr.write(
          `${problem.severity === "warning" ? "ostrzeżenie: " : ""}wiersz ${problem.line}, pole ${problem.field}: ${problem.message}\n`,
        ),
    });
    view.stop();
    process.stdout.write(`${summaryLine(summary)}\n`);
    // the import writes the database directly (it runs on the shop's machine, with its DATA_DIR or
    // DATABASE_URL, no API call and so no staff key); the audit log still gets one entry for it
    if (summary.written)
      await createAuditRecorder({ now: () => now }).record(database.db, {
        actor: "system",
        action: "catalog.import",
        entity: "catalog",
        entityId: basename(file),
        before: null,
        after: { imported: summary.imported, rejected: summary.rejected, warnings: summary.warnings },
      });
    if (summary.written && summary.tags.length > 0) {
      const log = (line: string) => process.stdout.write(`${line}\n`);
      const announcer = createCacheAnnouncer({
        url: process.env.STOREFRONT_INVALIDATE_URL,
        key: process.env.STOREFRONT_INVALIDATE_KEY,
        log: { warn: (details, message) => log(`${message} ${JSON.stringify(details).slice(0, 200)}`) },
      });
      let sent = 0;
      // the storefront takes at most 1000 tags per call; 200 keep the URL short
      for (let start = 0; start < summary.tags.length; start += 200) {
        if (await announcer.announce(summary.tags.slice(start, start + 200))) sent += 1;
      }
      if (process.env.STOREFRONT_INVALIDATE_URL)
        log(`sklep: ogłoszono ${summary.tags.length} znaczników pamięci podręcznej (${sent} wywołań)`);
    }
    if (!summary.written) return 1;
    return summary.rejected > 0 ? 2 : 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`import przerwany: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  },
);
