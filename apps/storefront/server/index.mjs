// The storefront's production server: react-router's request handler on Express, like react-router-serve,
// plus the load context every loader reads (`clientAddress`, forwarded to the API as X-Forwarded-For).
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import { clientAddress, trustedProxies } from "./clientAddress.mjs";

const buildPath = new URL("../build/server/index.js", import.meta.url);
const clientDir = new URL("../build/client/", import.meta.url).pathname;
const publicDir = new URL("../public/", import.meta.url).pathname;
const build = await import(buildPath.href);
const trusted = trustedProxies(process.env.TRUST_PROXY);

const app = express();
app.disable("x-powered-by");
app.use(compression());
app.use("/assets", express.static(`${clientDir}assets`, { immutable: true, maxAge: "1y" }));
app.use(express.static(clientDir));
app.use(express.static(publicDir, { maxAge: "1h" }));
app.all(
  "*",
  createRequestHandler({
    build,
    mode: process.env.NODE_ENV,
    getLoadContext: (req) => ({
      clientAddress: clientAddress(req.socket.remoteAddress, req.headers["x-forwarded-for"], trusted),
    }),
  }),
);

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "0.0.0.0";
const server = app.listen(port, host, () => {
  const address = server.address();
  const bound = typeof address === "object" && address ? address.port : port;
  console.info(`[storefront] http://${host === "0.0.0.0" ? "localhost" : host}:${bound}`);
});
for (const signal of ["SIGTERM", "SIGINT"]) {
  process.once(signal, () => server.close(() => process.exit(0)));
}
