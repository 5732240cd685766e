/** One file part of a multipart body. */
export interface MultipartFile {
  /** The form field's name (`photos`). */
  readonly field: string;
  /** The name the browser gave (shown back in errors only; never trusted for the type). */
  readonly filename: string;
  readonly data: Buffer;
}

/** A parsed `multipart/form-data` body: text fields (the last value of a repeated name wins) and files. */
export interface MultipartBody {
  readonly fields: Readonly<Record<string, string>>;
  readonly files: readonly MultipartFile[];
}

/** Limits of {@link parseMultipart}; a body over one is broken input. */
export interface MultipartLimits {
  /** Parts in all. @default 20 */
  readonly maxParts?: number;
  /** Bytes of a text field. @default 16384 */
  readonly maxFieldBytes?: number;
}

/** Why a multipart body could not be read. */
export class MultipartError extends Error {
  override readonly name = "MultipartError" as const;
}

const CRLF_CRLF = Buffer.from("\r\n\r\n");

/**
 * The boundary of a `multipart/form-data` content type, or `null` (RFC 7578 §4.1, RFC 2046 §5.1.1).
 *
 * @example
 * multipartBoundary('multipart/form-data; boundary="abc"'); // "abc"
 */
export function multipartBoundary(contentType: string | undefined): string | null {
  if (!contentType || !/^multipart\/form-data\s*;/i.test(contentType)) return null;
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;"]{1,70}))/i.exec(contentType);
  return match?.[1] ?? match?.[2] ?? null;
}

function dispositionOf(headers: string): { name: string; filename: string | null } | null {
  const line = headers.split("\r\n").find((h) => /^content-disposition\s*:/i.test(h));
  if (!line || !/:\s*form-data/i.test(line)) return null;
  const param = (key: string): string | null => {
    const match = new RegExp(`;\\s*${key}="((?:[^"\\\\]|\\\\.)*)"`, "i").exec(line);
    return match?.[1] !== undefined ? match[1].replace(/\\(.)/g, "$1") : null;
  };
  const name = param("name");
  return name === null ? null : { name, filename: param("filename") };
}

/**
 * Reads a whole `multipart/form-data` body already in memory (the one upload endpoint, after-sales-and-law.md
 * §7: the body limit is the route's). Throws {@link MultipartError} on a malformed body or a limit passed.
 *
 * @example
 * const { fields, files } = parseMultipart(body, "----boundary");
 */
export function parseMultipart(body: Buffer, boundary: string, limits: MultipartLimits = {}): MultipartBody {
  const maxParts = limits.maxParts ?? 20;
  const maxFieldBytes = limits.maxFieldBytes ?? 16_384;
  const delimiter = Buffer.from(`--${boundary}`);
  const fields: Record<string, string> = {};
  const files: MultipartFile[] = [];
  let at = body.indexOf(delimiter);
  if (at === -1) throw new MultipartError("no boundary in the body");
  let parts = 0;
  for (;;) {
    at += delimiter.length;
    // "--" after a delimiter closes the body
    if (body[at] === 0x2d && body[at + 1] === 0x2d) break;
    if (body[at] !== 0x0d || body[at + 1] !== 0x0a) throw new MultipartError("malformed delimiter line");
    at += 2;
    const headerEnd = body.indexOf(CRLF_CRLF, at);
    if (headerEnd === -1 || headerEnd - at > 4096) throw new MultipartError("malformed part headers");
    const headers = body.subarray(at, headerEnd).toString("utf8");
    const start = headerEnd + 4;
    const next = body.indexOf(Buffer.concat([Buffer.from("\r\n"), delimiter]), start);
    if (next === -1) throw new MultipartError("unterminated part");
    parts += 1;
    if (parts > maxParts) throw new MultipartError("too many parts");
    const disposition = dispositionOf(headers);
    if (!disposition) throw new MultipartError("part without a form-data name");
    const data = body.subarray(start, next);
    if (disposition.filename !== null) {
      files.push({ field: disposition.name, filename: disposition.filename, data });
    } else {
      if (data.length > maxFieldBytes) throw new MultipartError("field too long");
      fields[disposition.name] = data.toString("utf8");
    }
    at = next + 2;
  }
  return { fields, files };
}
