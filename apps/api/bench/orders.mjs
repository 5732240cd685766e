// Place-order load benchmark of the built API (not a timed test). Starts `node dist/main.js` on a temporary
// data folder per catalogue size, then drives guest orders (one configurable child line, courier, bank
// transfer, a fresh Idempotency-Key each) with N concurrent keep-alive clients for a fixed time, rotating over
// every in-stock child so stock lasts. Prints p50 / p99 latency and requests per second as a markdown table.
//
//   pnpm --filter @outlet/api build && pnpm --filter @outlet/api bench:orders --sizes=600,50000 --duration=8
import { drive, parseArgs, printTable, resultRow, startApi } from "./benchKit.mjs";
import { inStockChildren, orderRequests } from "./orderScenario.mjs";

const args = parseArgs(process.argv.slice(2));
const sizes = (args.sizes ?? "600").split(",").map(Number);
const durationMs = Number(args.duration ?? 8) * 1000;
const concurrency = Number(args.concurrency ?? 10);

const rows = [];
for (const size of sizes) {
  const api = await startApi(size);
  try {
    const lines = await inStockChildren(api.origin);
    const r = await drive({ durationMs, concurrency, request: orderRequests(api.origin, lines) });
    rows.push(resultRow(size, "place order (guest, 1 line)", r));
  } finally {
    await api.stop();
  }
}
printTable(`concurrency ${concurrency}, ${durationMs / 1000} s per size`, rows);
