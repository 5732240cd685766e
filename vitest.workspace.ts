/**
 * The one list of test projects. Vitest 4 reads projects from `test.projects` in the root
 * `vitest.config.ts`, which imports this list; add a package here and nowhere else.
 */
export const projects = [
  "tooling",
  "tooling/vitest.registry.config.ts",
  "tooling/vitest.budgets.config.ts",
  "packages/contract",
  "packages/formatting",
  "packages/tax",
  "packages/pricing",
  "packages/variant-selection",
  "packages/listing",
  "packages/url-resolution",
  "packages/cart-merge",
  "packages/queue",
  "packages/checkout",
  "packages/transport",
  "packages/transport/vitest.integration.config.ts",
  "packages/offline-storage",
  "packages/claims",
  "packages/orders",
  "packages/product-information",
  "packages/shop-settings",
  "packages/after-sales",
  "packages/feeds",
  "apps/api",
  "apps/api/vitest.postgres.config.ts",
  "apps/api/vitest.abuse.config.ts",
  "apps/api/vitest.abuse-postgres.config.ts",
  "apps/storefront",
  "apps/admin",
];
