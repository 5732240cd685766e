import { Readable } from "node:stream";

/**
 * A Node stream over a fetch `Response` body (the rendered page), chunk by chunk as the renderer streams it,
 * for piping through compression into the Node response. Destroying it (the client went away) cancels the
 * web stream, so the render stops. What `Readable.fromWeb` does, typed for the DOM's `ReadableStream`
 * that react-router's handler returns.
 *
 * @example
 * await pipeline(readableFromWeb(response.body), res);
 */
export function readableFromWeb(body: ReadableStream<Uint8Array>): Readable {
  const reader = body.getReader();
  return new Readable({
    read() {
      reader.read().then(
        ({ done, value }) => {
          this.push(done ? null : value);
        },
        (error: unknown) => this.destroy(error instanceof Error ? error : new Error(String(error))),
      );
    },
    destroy(error, callback) {
      reader.cancel(error ?? undefined).then(
        () => callback(error),
        () => callback(error),
      );
    },
  });
}
