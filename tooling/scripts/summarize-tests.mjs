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
/**
 * What the page showed when a journey failed (its headings, fields, buttons and messages from Playwright's
 * page snapshot), printed under the failures: CI keeps no artefacts, so this is all a reader has.
 */
const pages = [];

// Playwright colours its call log; the JSON report keeps the escapes
// biome-ignore lint/suspicious/noControlCharactersInRegex: the escape character is what is removed
const stripAnsi = (text) => text.replace(/\u001b\[[0-9;]*m/g, "");

/** The call log's distinct steps (what the action waited for and what stopped it), up to six. */
function callLogTail(message) {
  // the log ends at the first blank line, where the code frame begins
  const log = stripAnsi(message ?? "")
    .split("Call log:")[1]
    ?.split("\n\n")[0];
  if (!log) return [];
  const steps = log
    .split("\n")
    .map((line) =>
      line
        .trim()
        .replace(/^\d+ × /, "")
        .replace(/^- /, ""),
    )
    .filter((line) => line !== "" && !/^waiting \d+ms$|^retrying /.test(line));
  return [...new Set(steps)].slice(0, 6);
}

/** The page snapshot of Playwright's error context, kept to the lines that name something a person uses. */
function pageAtFailure(result) {
  const path = (result?.attachments ?? []).find((a) => a.name === "error-context")?.path;
  if (!path || !existsSync(path)) return [];
  const yaml = /# Page snapshot\s+```yaml\n([\s\S]*?)```/.exec(readFileSync(path, "utf8"))?.[1] ?? "";
  const telling = /- (heading|radio|checkbox|textbox|combobox|button|alert|status|dialog|group)\b/;
  return yaml
    .split("\n")
    .filter((line) => telling.test(line))
    .map((line) => line.replace(/ \[ref=e\d+\]/g, "").trimEnd())
    .slice(0, 40);
}

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
        const said = errors
          .map((e) => [stripAnsi(firstLine([e.message ?? ""])), ...callLogTail(e.message)].join(", "))
          .filter(Boolean);
        failures.push(`${spec.file}: ${spec.title} — ${said.join(" · ") || "failed"}${at}`);
        const shown = pageAtFailure(result);
        if (shown.length > 0) pages.push(`${spec.file}: ${spec.title}\n${shown.join("\n")}`);
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
if (pages.length > 0) console.info(`\nThe page when the journey failed:\n${pages.join("\n\n")}`);
if (failures.length > 0) console.info(`\nFailed:\n${failures.map((f) => `  ✗ ${f}`).join("\n")}\n`);
if (missing.length > 0) console.error(`missing test reports: ${missing.join(", ")}`);
console.info(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exit(failed > 0 || missing.length > 0 ? 1 : 0);
