import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { createServer } from "node:net";
import { join } from "node:path";

/** A running throw-away registry. */
export interface LocalRegistry {
  /** Base URL with a trailing slash, e.g. `http://127.0.0.1:41234/`. */
  readonly url: string;
  /** A token that may publish `@outlet/*` (a user created at start). */
  readonly token: string;
  /** Stops the registry and waits for its process to exit. */
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

async function waitForPing(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`verdaccio exited with ${child.exitCode}:\n${output()}`);
    try {
      const response = await fetch(new URL("-/ping", url));
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`verdaccio did not answer ${url}-/ping within 60 s:\n${output()}`);
}

/**
 * Starts Verdaccio (the tooling package's pinned devDependency) on a free port of 127.0.0.1 with its
 * storage in `folder`, no uplinks (nothing is fetched from or published to anywhere else), `@outlet/*`
 * readable by all and publishable by the one user it creates. Always call `stop()` (in a `finally` or
 * `afterAll`); a start that fails stops what it started.
 *
 * @example
 * const registry = await startRegistry(await mkdtemp(join(tmpdir(), "registry-")));
 * try { … } finally { await registry.stop(); }
 */
export async function startRegistry(folder: string): Promise<LocalRegistry> {
  await mkdir(join(folder, "storage"), { recursive: true });
  const config = join(folder, "config.yaml");
  await writeFile(
    config,
    [
      `storage: ${JSON.stringify(join(folder, "storage"))}`,
      "auth:",
      "  htpasswd:",
      `    file: ${JSON.stringify(join(folder, "htpasswd"))}`,
      "    max_users: 10",
      "uplinks: {}",
      "packages:",
      "  '@outlet/*':",
      "    access: $all",
      "    publish: $authenticated",
      "  '**':",
      "    access: $all",
      "log: { type: stdout, format: pretty, level: warn }",
      "",
    ].join("\n"),
  );
  const port = await freePort();
  const url = `http://127.0.0.1:${port}/`;
  const bin = createRequire(import.meta.url).resolve("verdaccio/bin/verdaccio");
  const child = spawn(process.execPath, [bin, "--config", config, "--listen", `127.0.0.1:${port}`], {
    cwd: folder,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  child.stdout?.on("data", (chunk) => (log += chunk));
  child.stderr?.on("data", (chunk) => (log += chunk));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
      await exited;
      clearTimeout(timer);
    }
  };
  try {
    await waitForPing(url, child, () => log);
    const response = await fetch(new URL("-/user/org.couchdb.user:outlet", url), {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "outlet", password: "throwaway-registry" }),
    });
    const body = (await response.json()) as { token?: string };
    if (!body.token)
      throw new Error(`verdaccio refused the user: ${response.status} ${JSON.stringify(body)}`);
    return { url, token: body.token, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * Publishes a packed tarball (`pnpm pack` output) to the registry the way `npm publish` does: one PUT of
 * the package document with the version's manifest, its `dist` checksums and the tarball as an attachment.
 * Throws with the registry's answer when it refuses.
 *
 * @example
 * await publishTarball(registry, "/tmp/packed/outlet-pricing-0.2.0.tgz");
 */
export async function publishTarball(registry: LocalRegistry, tarball: string): Promise<void> {
  const data = await readFile(tarball);
  const manifest = JSON.parse(
    execFileSync("tar", ["-xzOf", tarball, "package/package.json"], { encoding: "utf8" }),
  ) as { name: string; version: string; description?: string };
  const file = `${manifest.name}-${manifest.version}.tgz`;
  const document = {
    _id: manifest.name,
    name: manifest.name,
    description: manifest.description,
    "dist-tags": { latest: manifest.version },
    access: "public",
    versions: {
      [manifest.version]: {
        ...manifest,
        _id: `${manifest.name}@${manifest.version}`,
        dist: {
          integrity: `sha512-${createHash("sha512").update(data).digest("base64")}`,
          shasum: createHash("sha1").update(data).digest("hex"),
          tarball: new URL(`${manifest.name}/-/${file}`, registry.url).href,
        },
      },
    },
    _attachments: {
      [file]: {
        content_type: "application/octet-stream",
        data: data.toString("base64"),
        length: data.length,
      },
    },
  };
  const response = await fetch(new URL(encodeURIComponent(manifest.name), registry.url), {
    method: "PUT",
    headers: { "content-type": "application/json", authorization: `Bearer ${registry.token}` },
    body: JSON.stringify(document),
  });
  if (!response.ok) throw new Error(`publishing ${file} failed: ${response.status} ${await response.text()}`);
}
