import { index, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("pwa.html", "routes/home.tsx", { id: "pwa-home" }),
] satisfies RouteConfig;
