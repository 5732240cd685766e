import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, statSync } from "node:fs";
import { readFile, rename, unlink, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import { ApiError } from "../http/apiError.js";
import type { MediaSubject } from "./parseMediaPath.js";
import type { RenderJob } from "./renderWorker.js";

/** Renders waiting or running at most; more get 503 with `Retry-After` instead of a growing backlog. */
export const MAX_PENDING_RENDERS = 64;

/** One generated image: what it shows and at which size. */
export interface ImageRequest {
  readonly subject: MediaSubject;
  readonly width: number;
  readonly height: number;
  readonly action: "resize" | "fit";
  /** Stable name of the image (`600x828/resize/sukienka/czarny/suk-0012.png`). */
  readonly key: string;
}

/** Generated images, rendered once. */
export interface ImageStore {
  /** PNG bytes: from memory, else from the disk cache (a file read), else rendered by the worker and stored. */
  get(request: ImageRequest): Promise<Buffer>;
  /** Counters since start (renders, disk hits, memory hits, refused). */
  stats(): {
    readonly rendered: number;
    readonly fromDisk: number;
    readonly fromMemory: number;
    readonly refused: number;
  };
  close(): Promise<void>;
}

/**
 * Starts the render worker: the bundled `renderWorker.js` next to the build's chunks, or — when the API runs
 * from its TypeScript sources (tsx, vitest) — the source file through tsx's loader registered in the thread.
 */
function startRenderWorker(): Worker {
  if (!import.meta.url.endsWith(".ts")) return new Worker(new URL("./renderWorker.js", import.meta.url));
  // tsx's ES module entry (its CommonJS twin resolves its loader wrongly from an eval'd worker)
  const tsxApi = createRequire(import.meta.url)
    .resolve("tsx/esm/api")
    .replace(/\.cjs$/, ".mjs");
  const tsx = JSON.stringify(pathToFileURL(tsxApi).href);
  const source = JSON.stringify(new URL("./renderWorker.ts", import.meta.url).href);
  return new Worker(`import(${tsx}).then((api) => { api.register(); return import(${source}); });`, {
    eval: true,
  });
}

/**
 * Creates the image store of `GET /img/…`: each image is rendered once, in a worker thread (never in the
 * event loop), written to `<dataDir>/media-cache/` (temp file and rename) and then served by a file read;
 * the most recent 200 also stay in memory. Concurrent requests for the same image share one render; at
 * most {@link MAX_PENDING_RENDERS} renders wait, further ones are refused with 503. The folder is held to
 * `diskBudgetBytes`: past it the oldest files are deleted (issue 31: a flood of renders cannot fill the
 * disk; a deleted image is drawn again when asked for).
 *
 * @example
 * const images = createImageStore({ dataDir: "/tmp/outlet" });
 * await images.get({ subject, width: 600, height: 828, action: "resize", key: "600x828/resize/a.png" });
 */
export function createImageStore(options: {
  dataDir: string;
  /** Bytes the cached files may take on disk. @default 268435456 (256 MB) */
  diskBudgetBytes?: number;
}): ImageStore {
  const dir = join(options.dataDir, "media-cache");
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const budget = options.diskBudgetBytes ?? 256 * 1024 * 1024;
  // the files on disk, oldest first (what an earlier run left, by modification time), and their bytes
  const onDisk = new Map<string, number>();
  let used = 0;
  for (const entry of readdirSync(dir)
    .filter((name) => name.endsWith(".png"))
    .map((name) => {
      const stat = statSync(join(dir, name), { throwIfNoEntry: false });
      return { file: join(dir, name), size: stat?.size ?? 0, at: stat?.mtimeMs ?? 0 };
    })
    .sort((a, b) => a.at - b.at)) {
    onDisk.set(entry.file, entry.size);
    used += entry.size;
  }
  const evictOldest = async (): Promise<void> => {
    while (used > budget && onDisk.size > 0) {
      const [oldest, size] = onDisk.entries().next().value as [string, number];
      onDisk.delete(oldest);
      used -= size;
      await unlink(oldest).catch(() => {});
    }
  };
  const memory = new Map<string, Buffer>();
  const inFlight = new Map<string, Promise<Buffer>>();
  const waiting = new Map<number, { resolve: (b: Buffer) => void; reject: (e: Error) => void }>();
  const counters = { rendered: 0, fromDisk: 0, fromMemory: 0, refused: 0 };
  let worker: Worker | null = null;
  let nextId = 1;

  const failAll = (error: Error): void => {
    for (const job of waiting.values()) job.reject(error);
    waiting.clear();
    worker = null;
  };
  const startWorker = (): Worker => {
    const started = startRenderWorker();
    started.on("message", (message: { id: number; bytes?: Uint8Array; error?: string }) => {
      const job = waiting.get(message.id);
      if (!job) return;
      waiting.delete(message.id);
      if (message.bytes)
        job.resolve(Buffer.from(message.bytes.buffer, message.bytes.byteOffset, message.bytes.byteLength));
      else job.reject(new Error(message.error ?? "render failed"));
    });
    started.on("error", (error) => failAll(error));
    started.on("exit", () => failAll(new Error("image worker stopped")));
    started.unref();
    return started;
  };
  const render = (request: ImageRequest): Promise<Buffer> =>
    new Promise<Buffer>((resolve, reject) => {
      worker ??= startWorker();
      const id = nextId++;
      waiting.set(id, { resolve, reject });
      const job: RenderJob = {
        id,
        subject: request.subject,
        width: request.width,
        height: request.height,
        action: request.action,
      };
      worker.postMessage(job);
    });
  const remember = (key: string, bytes: Buffer): void => {
    if (memory.size >= 200) memory.delete(memory.keys().next().value as string);
    memory.set(key, bytes);
  };
  const load = async (request: ImageRequest): Promise<Buffer> => {
    const file = join(dir, `${createHash("sha256").update(request.key).digest("hex").slice(0, 40)}.png`);
    try {
      const bytes = await readFile(file);
      counters.fromDisk += 1;
      return bytes;
    } catch {
      // not rendered yet
    }
    if (inFlight.size >= MAX_PENDING_RENDERS) {
      counters.refused += 1;
      throw new ApiError("unavailable", { headers: { "Retry-After": "1" }, result: { retry_after: 1 } });
    }
    const bytes = await render(request);
    counters.rendered += 1;
    const tmp = `${file}.${process.pid}.${nextId}.tmp`;
    try {
      await writeFile(tmp, bytes, { mode: 0o600 });
      await rename(tmp, file);
      used += bytes.length - (onDisk.get(file) ?? 0);
      onDisk.delete(file);
      onDisk.set(file, bytes.length);
      await evictOldest();
    } catch {
      // the disk cache is best effort: a full or read-only disk still serves the rendered image
    }
    return bytes;
  };
  return {
    async get(request) {
      const cached = memory.get(request.key);
      if (cached) {
        counters.fromMemory += 1;
        return cached;
      }
      let pending = inFlight.get(request.key);
      if (!pending) {
        pending = load(request).finally(() => inFlight.delete(request.key));
        inFlight.set(request.key, pending);
      }
      const bytes = await pending;
      remember(request.key, bytes);
      return bytes;
    },
    stats: () => ({ ...counters }),
    async close() {
      const running = worker;
      worker = null;
      if (running) await running.terminate();
    },
  };
}
