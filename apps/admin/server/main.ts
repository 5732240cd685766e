import { fileURLToPath } from "node:url";
import { createAdminServer } from "./createAdminServer";

// Starts the back office's production server: PORT (3001), HOST (127.0.0.1), API_URL (the API's origin),
// FORWARDING_KEY (the key the API believes client addresses with; npm start shares it).
const port = Number(process.env.PORT ?? 3001);
const host = process.env.HOST ?? "127.0.0.1";
const apiOrigin = process.env.API_URL ?? "http://127.0.0.1:8080";
const clientDir = fileURLToPath(new URL("../client", import.meta.url));

const forwardingKey = process.env.FORWARDING_KEY || null;
const server = createAdminServer({ clientDir, apiOrigin, forwardingKey });
server.listen(port, host, () => {
  console.info(`Panel sklepu: http://${host}:${port}`);
});
const stop = () => server.close(() => process.exit(0));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
