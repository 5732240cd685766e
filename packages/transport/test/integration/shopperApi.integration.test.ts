// The shopper's calls — account, wishlist, cart, order, reviews, newsletter, alerts, contact, mail and
// conversion events — against the real apps/api (started from source on an ephemeral port with a temporary
// database; a separate instance from the catalogue file, so that its per-IP limits such as 5 registrations
// per hour apply to these tests alone). Every test client forwards its own shopper IP in
// X-Forwarded-For with the API's forwarding key, as the storefront's server renderer does (S9, §7). No fetch is mocked.
import { startTestApi, type TestApi } from "@outlet/tooling/testing";
import { afterAll, beforeAll } from "vitest";
import {
  cartSuite,
  engagementSuite,
  orderSuite,
  reviewSuite,
  SHOP_EMAIL,
  TEST_APP_SECRET,
  TEST_FORWARDING_KEY,
  userSuite,
} from "../support/backendSuites";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({
    env: { SHOP_CONTACT_EMAIL: SHOP_EMAIL, APP_SECRET: TEST_APP_SECRET, FORWARDING_KEY: TEST_FORWARDING_KEY },
  });
}, 120_000);
afterAll(() => api?.stop());

const context = { origin: () => api.origin, dataDir: () => api.dataDir };
userSuite(context);
cartSuite(context);
orderSuite(context);
reviewSuite(context);
engagementSuite(context);
