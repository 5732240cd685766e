import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  ssr: true,
  // The whole route manifest comes with the first load instead of being discovered per link: after
  // hydration the discovery asked the server for every link's route (50 tiles on a listing) and re-rendered
  // every <Link> once the answer patched the routes, a long task on a phone (issue 29).
  routeDiscovery: { mode: "initial" },
} satisfies Config;
