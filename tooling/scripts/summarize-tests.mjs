// Adds up the Vitest and Playwright JSON reports and prints `N passed, N failed` as the last line.
// Exits 1 when any test failed or a report that should exist is missing.
import { existsSync, readFileSync } from "node:fs";
import { relative } from "node:path";

let passed = 0;
let failed = 0;
let skipped = 0;
const missing = [];
/** Names of the failed tests, printed just above the summary so that a log's tail names them. */
const failures = [];
/** Journeys that failed once and passed on their retry (CI only). */
const flaky = [];

function firstLine(messages) {
  const text =
    (messages ?? [])
      .join("\n")
      .split("\n")
      .find((line) => line.trim() !== "") ?? "";
  return text.length > 300 ? `${text.slice(0, 300)}…` : text;
}

function countPlaywright(suite) {
  for (const spec of suite.specs ?? []) {
    for (const t of spec.tests ?? []) {
      const status = t.status ?? t.results?.at(-1)?.status;
      if (status === "flaky") flaky.push(`${spec.file}: ${spec.title}`);
      if (status === "expected" || status === "flaky") passed++;
      else if (status === "skipped") skipped++;
      else {
        failed++;
        // every error of the last attempt (a test timeout's second one names the step it was waiting in), and
        // where in the spec the first one happened
        const result = t.results?.at(-1);
        const errors = (result?.errors?.length ? result.errors : [result?.error]).filter(Boolean);
        const where = errors.find((e) => e.location)?.location;
        const at = where ? ` (at ${relative(process.cwd(), where.file)}:${where.line})` : "";
        const waited = (message) => /^\s*- (waiting for .*)$/m.exec(message ?? "")?.[1];
        const said = errors
          .map((e) => [firstLine([e.message ?? ""]), waited(e.message)].filter(Boolean).join(", "))
          .filter(Boolean);
        failures.push(`${spec.file}: ${spec.title} — ${said.join(" · ") || "failed"}${at}`);
      }
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
    for (const file of report.testResults ?? []) {
      const name = relative(process.cwd(), file.name);
      // A file that failed to load counts as a failure even though none of its tests ran.
      if (file.status === "failed" && file.assertionResults.length === 0) {
        failed++;
        failures.push(`${name}: ${firstLine([file.message ?? "failed to run"])}`);
      }
      for (const test of file.assertionResults) {
        if (test.status === "failed")
          failures.push(`${name}: ${test.fullName} — ${firstLine(test.failureMessages)}`);
      }
    }
  } else {
    for (const suite of report.suites ?? []) countPlaywright(suite);
    failed += (report.errors ?? []).length;
    for (const error of report.errors ?? []) failures.push(`playwright: ${firstLine([error.message ?? ""])}`);
  }
}

if (flaky.length > 0)
  console.info(`\nPassed on retry (flaky):\n${flaky.map((f) => `  ~ ${f}`).join("\n")}\n`);
if (failures.length > 0) console.info(`\nFailed:\n${failures.map((f) => `  ✗ ${f}`).join("\n")}\n`);
if (missing.length > 0) console.error(`missing test reports: ${missing.join(", ")}`);
console.info(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exit(failed > 0 || missing.length > 0 ? 1 : 0);
