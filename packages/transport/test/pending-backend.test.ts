// Real-backend tests for the endpoints apps/api does not serve yet. Excluded from the default run by the
// include list of vitest.config.ts; run with `pnpm --filter @outlet/transport test:pending`. Move a suite to
// test/backend/referenceApi.test.ts once it passes there.
import { startTestApi, type TestApi } from "@outlet/tooling/testing";
import { afterAll, beforeAll } from "vitest";
import { cartSuite, engagementSuite, orderSuite, reviewSuite, userSuite } from "./support/backendSuites";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
}, 120_000);
afterAll(() => api?.stop());

const context = { origin: () => api.origin };
userSuite(context);
cartSuite(context);
orderSuite(context);
reviewSuite(context);
engagementSuite(context);
