import { parentPort } from "node:worker_threads";
import type { MediaSubject } from "./parseMediaPath.js";
import { renderImage } from "./renderImage.js";

// The image renderer's thread: drawing and compressing a 600×828 PNG costs ≈ 30–40 ms of CPU, which would
// stall every other request if it ran in the API's event loop.

/** A render job sent by {@link createImageRenderer}. */
export interface RenderJob {
  readonly id: number;
  readonly subject: MediaSubject;
  readonly width: number;
  readonly height: number;
  readonly action: "resize" | "fit";
}

parentPort?.on("message", (job: RenderJob) => {
  try {
    // a fresh buffer of its own, so transferring it never detaches Node's shared small-buffer pool
    const bytes = new Uint8Array(renderImage(job.subject, job.width, job.height, job.action));
    parentPort?.postMessage({ id: job.id, bytes }, [bytes.buffer]);
  } catch (error) {
    parentPort?.postMessage({ id: job.id, error: String(error) });
  }
});
