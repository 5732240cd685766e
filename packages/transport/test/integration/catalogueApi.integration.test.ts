// Every transport function whose endpoint the reference API already serves, against the real apps/api
// (started from source on an ephemeral port with a temporary database). No fetch is mocked. Suites for
// endpoints the API does not serve yet run from test/pending-backend.test.ts (`pnpm test:pending`).
import { startTestApi, type TestApi } from "@outlet/tooling/testing";
import { afterAll, beforeAll } from "vitest";
import {
  catalogSuite,
  cmsSuite,
  siteSuite,
  stockSuite,
  TEST_APP_SECRET,
  urlMapSuite,
} from "../support/backendSuites";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ env: { APP_SECRET: TEST_APP_SECRET } });
}, 120_000);
afterAll(() => api?.stop());

const context = { origin: () => api.origin, dataDir: () => api.dataDir };
catalogSuite(context);
urlMapSuite(context);
stockSuite(context);
cmsSuite(context);
siteSuite(context);
