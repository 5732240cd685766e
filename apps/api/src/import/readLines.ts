import { createReadStream } from "node:fs";
import { StringDecoder } from "node:string_decoder";

/** One line of a file with its 1-based number and the bytes read so far. */
export interface FileLine {
  readonly number: number;
  readonly text: string;
  /** Bytes of the file up to and including this line (for progress). */
  readonly bytesRead: number;
}

/**
 * Reads a UTF-8 text file line by line (`\n` or `\r\n`). Pull-based: the next chunk is read only when the
 * consumer asks for more lines, so memory stays at one chunk plus one line whatever the file size.
 *
 * @example
 * for await (const line of readLines("products.jsonl")) console.log(line.number, line.text);
 */
export async function* readLines(file: string): AsyncGenerator<FileLine> {
  const decoder = new StringDecoder("utf8");
  let pending = "";
  let number = 0;
  let bytesRead = 0;
  for await (const chunk of createReadStream(file, { highWaterMark: 256 * 1024 })) {
    pending += decoder.write(chunk as Buffer);
    let start = 0;
    let end = pending.indexOf("\n", start);
    while (end !== -1) {
      number += 1;
      const text = pending.slice(start, end);
      bytesRead += Buffer.byteLength(text) + 1;
      yield { number, text: text.endsWith("\r") ? text.slice(0, -1) : text, bytesRead };
      start = end + 1;
      end = pending.indexOf("\n", start);
    }
    pending = pending.slice(start);
  }
  pending += decoder.end();
  if (pending !== "")
    yield {
      number: number + 1,
      text: pending.replace(/\r$/, ""),
      bytesRead: bytesRead + Buffer.byteLength(pending),
    };
}
