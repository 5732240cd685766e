import { describe, expect, it } from "vitest";
import { MultipartError, multipartBoundary, parseMultipart } from "./parseMultipart.js";

const body = (boundary: string, parts: (string | Buffer)[]): Buffer =>
  Buffer.concat([
    ...parts.flatMap((p) => [Buffer.from(`--${boundary}\r\n`), Buffer.from(p), Buffer.from("\r\n")]),
    Buffer.from(`--${boundary}--\r\n`),
  ]);

describe("parseMultipart", () => {
  it("reads text fields and files, keeping the file's bytes as sent", () => {
    const parsed = parseMultipart(
      body("XyZ", [
        'Content-Disposition: form-data; name="description"\r\n\r\nPruje się szew',
        Buffer.concat([
          Buffer.from('Content-Disposition: form-data; name="photos"; filename="a.jpg"\r\n\r\n'),
          Buffer.from([0xff, 0xd8, 0xff, 0x0d, 0x0a, 0x2d, 0x2d, 0x58]),
        ]),
      ]),
      "XyZ",
    );
    expect(parsed.fields).toEqual({ description: "Pruje się szew" });
    expect(parsed.files).toHaveLength(1);
    expect(parsed.files[0]).toMatchObject({ field: "photos", filename: "a.jpg" });
    expect([...(parsed.files[0]?.data ?? [])]).toEqual([0xff, 0xd8, 0xff, 0x0d, 0x0a, 0x2d, 0x2d, 0x58]);
  });

  it("refuses a body without its closing delimiter or with too many parts", () => {
    expect(() =>
      parseMultipart(Buffer.from('--b\r\nContent-Disposition: form-data; name="a"\r\n\r\nx'), "b"),
    ).toThrow(MultipartError);
    const many = Array.from({ length: 3 }, (_, i) => `Content-Disposition: form-data; name="f${i}"\r\n\r\nx`);
    expect(() => parseMultipart(body("b", many), "b", { maxParts: 2 })).toThrow(MultipartError);
  });
});

describe("multipartBoundary", () => {
  it("reads a quoted or bare boundary and nothing from other types", () => {
    expect(multipartBoundary('multipart/form-data; boundary="a b"')).toBe("a b");
    expect(multipartBoundary("multipart/form-data; charset=utf-8; boundary=----x1")).toBe("----x1");
    expect(multipartBoundary("application/json")).toBeNull();
  });
});
