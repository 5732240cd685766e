// Adds up the Vitest and Playwright JSON reports and prints `N passed, N failed` as the last line.
// Exits 1 when any test failed or a report that should exist is missing.
import { existsSync, readFileSync } from "node:fs";

let passed = 0;
let failed = 0;
let skipped = 0;
const missing = [];

function countPlaywright(suite) {
  for (const spec of suite.specs ?? []) {
    for (const t of spec.tests ?? []) {
      const status = t.status ?? t.results?.at(-1)?.status;
      if (status === "expected" || status === "flaky") passed++;
      else if (status === "skipped") skipped++;
      else failed++;
    }
  }
  for (const child of suite.suites ?? []) countPlaywright(child);
}

for (const file of process.argv.slice(2)) {
  if (!existsSync(file)) {
    missing.push(file);
    continue;
  }
  const report = JSON.parse(readFileSync(file, "utf8"));
  if ("numPassedTests" in report) {
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + (report.numTodoTests ?? 0);
    // A file that failed to load counts as a failure even though none of its tests ran.
    failed += (report.testResults ?? []).filter(
      (r) => r.status === "failed" && r.assertionResults.length === 0,
    ).length;
  } else {
    for (const suite of report.suites ?? []) countPlaywright(suite);
    failed += (report.errors ?? []).length;
  }
}

if (missing.length > 0) console.error(`missing test reports: ${missing.join(", ")}`);
console.info(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exit(failed > 0 || missing.length > 0 ? 1 : 0);
