// Stand-ins for the two social sign-in providers, which live outside the machine (transactions.md §4,
// api-contract.md §4.4). The reference API verifies tokens against them exactly as it would against Google
// (an RS256 ID token checked with the JWKS) and Facebook (`debug_token` for the app, then `/me`):
//   GET  /google/certs              the JWKS of a key made at start
//   POST /google/token   {claims}   an ID token signed with that key (iss, aud, exp filled in)
//   POST /facebook/token {user}     an opaque user token for that Graph user
//   GET  /facebook/debug_token, GET /facebook/me   the two Graph API calls the API makes
//   POST /conversions, GET /conversions              the ad platform's conversions API (api-contract §11.5):
//                                                    what the API forwarded, for the journeys to read
// The journeys fetch a token here and hand it to the page through a fake provider SDK.
import { createSign, generateKeyPairSync, randomBytes } from "node:crypto";
import { createServer } from "node:http";

const PORT = Number(process.env.PORT ?? 18090);
const GOOGLE_CLIENT_ID = process.env.GOOGLE_CLIENT_ID ?? "outlet-e2e.apps.googleusercontent.com";
const FACEBOOK_APP_ID = process.env.FACEBOOK_APP_ID ?? "100200300";

const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
const KID = "e2e-key";
const jwks = { keys: [{ ...publicKey.export({ format: "jwk" }), kid: KID, alg: "RS256", use: "sig" }] };
/** Facebook user tokens handed out, with their Graph user. */
const facebookUsers = new Map();
/** Conversion events the API forwarded, with the bearer token it used. */
const conversions = [];

const b64 = (value) => Buffer.from(JSON.stringify(value)).toString("base64url");

function idToken(claims) {
  const now = Math.floor(Date.now() / 1000);
  const body = {
    iss: "https://accounts.google.com",
    aud: GOOGLE_CLIENT_ID,
    iat: now,
    exp: now + 600,
    ...claims,
  };
  const unsigned = `${b64({ alg: "RS256", kid: KID, typ: "JWT" })}.${b64(body)}`;
  const signature = createSign("RSA-SHA256").update(unsigned).sign(privateKey).toString("base64url");
  return `${unsigned}.${signature}`;
}

function send(response, status, body) {
  response.writeHead(status, { "content-type": "application/json" });
  response.end(JSON.stringify(body));
}

async function readJson(request) {
  let text = "";
  for await (const chunk of request) text += chunk;
  return text ? JSON.parse(text) : {};
}

createServer(async (request, response) => {
  const url = new URL(request.url ?? "/", `http://127.0.0.1:${PORT}`);
  try {
    if (url.pathname === "/health") return send(response, 200, { ok: true });
    if (url.pathname === "/google/certs") return send(response, 200, jwks);
    if (url.pathname === "/google/token" && request.method === "POST")
      return send(response, 200, { token: idToken(await readJson(request)) });
    if (url.pathname === "/facebook/token" && request.method === "POST") {
      const token = `fb-${randomBytes(16).toString("hex")}`;
      facebookUsers.set(token, await readJson(request));
      return send(response, 200, { token });
    }
    if (url.pathname === "/facebook/debug_token") {
      const user = facebookUsers.get(url.searchParams.get("input_token"));
      const appToken = url.searchParams.get("access_token") ?? "";
      if (!appToken.startsWith(`${FACEBOOK_APP_ID}|`)) return send(response, 400, { error: "bad app token" });
      return send(response, 200, {
        data: user ? { is_valid: true, app_id: FACEBOOK_APP_ID, user_id: user.id } : { is_valid: false },
      });
    }
    if (url.pathname === "/facebook/me") {
      const user = facebookUsers.get(url.searchParams.get("access_token"));
      return user ? send(response, 200, user) : send(response, 400, { error: "invalid token" });
    }
    if (url.pathname === "/conversions" && request.method === "POST") {
      conversions.push({
        authorization: request.headers.authorization ?? null,
        ...(await readJson(request)),
      });
      return send(response, 200, { events_received: 1 });
    }
    if (url.pathname === "/conversions") return send(response, 200, conversions);
    return send(response, 404, { error: "not found" });
  } catch (error) {
    return send(response, 500, { error: String(error) });
  }
}).listen(PORT, "127.0.0.1");
