import { request } from "node:http";

/** An answer read in full. */
export interface PlainAnswer {
  readonly status: number;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  readonly body: string;
}

/**
 * GETs a path of the shop from a chosen loopback source address (127.0.0.0/8 all reach the local server),
 * so one test plays several shoppers whose addresses the storefront's server sees apart.
 */
export function getFrom(origin: string, localAddress: string, path: string): Promise<PlainAnswer> {
  const url = new URL(path, origin);
  return new Promise((resolve, reject) => {
    const req = request(
      { host: url.hostname, port: url.port, path: url.pathname + url.search, localAddress, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString(),
          }),
        );
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end();
  });
}
