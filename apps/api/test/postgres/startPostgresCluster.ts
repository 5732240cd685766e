import { execFile, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir, userInfo } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import pg from "pg";

const run = promisify(execFile);

/** A throw-away PostgreSQL cluster on a loopback port, owned by the test run that started it. */
export interface PostgresCluster {
  /** Superuser URL of the `postgres` maintenance database. */
  readonly adminUrl: string;
  /** The cluster's folder (data, log, socket); removed by {@link PostgresCluster.stop}. */
  readonly dir: string;
  stop(): Promise<void>;
}

/** Debian's server binaries: `PG_BIN` when set, else the newest `/usr/lib/postgresql/<n>/bin` (15 here). */
export function postgresBinDir(env: NodeJS.ProcessEnv = process.env): string {
  if (env.PG_BIN) return env.PG_BIN;
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(join(root, v, "bin", "initdb")))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions[0] === undefined) {
    throw new Error("PostgreSQL server binaries not found: apt-get install postgresql (or set PG_BIN)");
  }
  return join(root, versions[0], "bin");
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address !== null ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** initdb refuses root: as root the cluster runs as `nobody` (no login, no home, owns only the temp folder). */
function asClusterUser(command: string, args: string[]): [string, string[]] {
  return userInfo().uid === 0 ? ["runuser", ["-u", "nobody", "--", command, ...args]] : [command, args];
}

async function runAsClusterUser(dir: string, command: string, args: string[]): Promise<void> {
  const [file, argv] = asClusterUser(command, args);
  await run(file, argv, { cwd: dir });
}

/**
 * Kills the cluster and removes its folder when the process that started it is gone, whatever way it
 * ended (a crash or `kill -9` of the test runner runs no teardown). Checks once a second.
 */
function startWatchdog(dir: string, pgCtl: string, dataDir: string): number | undefined {
  const [stop, stopArgs] = asClusterUser(pgCtl, ["-D", dataDir, "-m", "immediate", "stop"]);
  const quoted = [stop, ...stopArgs].map((a) => `'${a.replaceAll("'", "'\\''")}'`).join(" ");
  const script = `while kill -0 ${process.pid} 2>/dev/null; do sleep 1; done; ${quoted} >/dev/null 2>&1; rm -rf '${dir}'`;
  const child = spawn("sh", ["-c", script], { detached: true, stdio: "ignore", cwd: tmpdir() });
  child.unref();
  return child.pid;
}

/**
 * Creates a PostgreSQL cluster in a new temp folder (initdb as an unprivileged user, scram password auth,
 * UTF-8, C collation like SQLite's byte order), starts it on a free loopback port without fsync (test data
 * only) and returns its superuser URL. `stop()` shuts it down and deletes the folder; a watchdog does the
 * same if this process dies first.
 *
 * @example
 * const cluster = await startPostgresCluster();
 * try { … cluster.adminUrl … } finally { await cluster.stop(); }
 */
export async function startPostgresCluster(): Promise<PostgresCluster> {
  const bin = postgresBinDir();
  const dir = mkdtempSync(join(tmpdir(), "outlet-pg-"));
  const dataDir = join(dir, "data");
  const password = randomBytes(24).toString("hex");
  const passwordFile = join(dir, "password");
  writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
  if (userInfo().uid === 0) {
    const { stdout } = await run("id", ["-u", "nobody"]);
    const uid = Number(stdout.trim());
    chownSync(dir, uid, -1);
    chownSync(passwordFile, uid, -1);
  }
  chmodSync(dir, 0o700);
  const pgCtl = join(bin, "pg_ctl");
  let watchdog: number | undefined;
  const cleanup = async () => {
    if (existsSync(join(dataDir, "postmaster.pid"))) {
      await runAsClusterUser(dir, pgCtl, ["-D", dataDir, "-m", "fast", "-w", "stop"]).catch(() => undefined);
    }
    if (watchdog !== undefined) {
      try {
        process.kill(watchdog);
      } catch {
        // already gone
      }
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await runAsClusterUser(dir, join(bin, "initdb"), [
      "-D",
      dataDir,
      "-U",
      "outlet",
      `--pwfile=${passwordFile}`,
      "--auth=scram-sha-256",
      "--encoding=UTF8",
      "--locale=C",
      "--no-sync",
    ]);
    const port = await freePort();
    const serverOptions = [
      `-p ${port}`,
      "-c listen_addresses=127.0.0.1",
      `-c unix_socket_directories=${dir}`,
      "-c fsync=off",
      "-c synchronous_commit=off",
      "-c full_page_writes=off",
      "-c max_connections=300",
      "-c shared_buffers=64MB",
    ].join(" ");
    watchdog = startWatchdog(dir, pgCtl, dataDir);
    await runAsClusterUser(dir, pgCtl, [
      "-D",
      dataDir,
      "-l",
      join(dir, "server.log"),
      "-o",
      serverOptions,
      "-w",
      "-t",
      "120",
      "start",
    ]);
    return {
      adminUrl: `postgres://outlet:${password}@127.0.0.1:${port}/postgres`,
      dir,
      stop: cleanup,
    };
  } catch (error) {
    await cleanup();
    throw error;
  }
}

/**
 * Creates an empty database with a fresh name in the cluster behind `adminUrl` and returns its URL.
 *
 * @example
 * const url = await createTestDatabase(cluster.adminUrl); // postgres://…/t_3f9a…
 */
export async function createTestDatabase(adminUrl: string): Promise<string> {
  const name = `t_${randomBytes(8).toString("hex")}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
