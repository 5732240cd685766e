// Every property suite runs at least 200 generated cases (issue acceptance), unless a test asks for more.
// FAST_CHECK_NUM_RUNS raises the count for a deeper hunt (e.g. FAST_CHECK_NUM_RUNS=5000 pnpm test).
import fc from "fast-check";

const requested = Number(globalThis.process?.env?.FAST_CHECK_NUM_RUNS ?? "");
fc.configureGlobal({ numRuns: Number.isInteger(requested) && requested > 200 ? requested : 200 });
