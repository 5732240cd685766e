import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  ssr: true,
  // The whole route manifest (one cached file, 3.7 kB gzip) instead of lazy discovery: no `/__manifest`
  // round trip before a first navigation from a plain anchor (`ShopLink`), and no route patch re-rendering
  // the page after it has loaded (issue 29; README "Route discovery").
  routeDiscovery: { mode: "initial" },
} satisfies Config;
