// SHA3-224 (FIPS 202, not the original Keccak padding), as behaviour §0 defines `sha3(x)`. Written here so
// the package stays dependency-free and runs unchanged in the browser and on the server. Lanes are held as
// (lo, hi) 32-bit pairs because JavaScript bit operators work on 32 bits.

// Keccak-f[1600] round constants (FIPS 202 §3.2.5), as [lo, hi] pairs.
const ROUND_CONSTANTS = new Uint32Array([
  0x00000001, 0x00000000, 0x00008082, 0x00000000, 0x0000808a, 0x80000000, 0x80008000, 0x80000000, 0x0000808b,
  0x00000000, 0x80000001, 0x00000000, 0x80008081, 0x80000000, 0x00008009, 0x80000000, 0x0000008a, 0x00000000,
  0x00000088, 0x00000000, 0x80008009, 0x00000000, 0x8000000a, 0x00000000, 0x8000808b, 0x00000000, 0x0000008b,
  0x80000000, 0x00008089, 0x80000000, 0x00008003, 0x80000000, 0x00008002, 0x80000000, 0x00000080, 0x80000000,
  0x0000800a, 0x00000000, 0x8000000a, 0x80000000, 0x80008081, 0x80000000, 0x00008080, 0x80000000, 0x80000001,
  0x00000000, 0x80008008, 0x80000000,
]);

// SHA3-224: capacity 448 bits, so the rate is 1152 bits = 144 bytes; the digest is 28 bytes.
const RATE_BYTES = 144;
const DIGEST_BYTES = 28;

// Keccak-f[1600] (FIPS 202 §3.3), unrolled over the 25 lanes: θ, ρ with the offsets of §3.2.2
// (0 1 62 28 27 / 36 44 6 55 20 / 3 10 43 25 39 / 41 45 15 21 8 / 18 2 61 56 14 for x + 5y), π, χ, ι.
// Generated straight-line code: about 20× faster than the loop form, which matters for the cart hash.
function keccakF(s: Int32Array): void {
  for (let round = 0; round < 48; round += 2) {
    // θ: column parities
    const c0l =
      (s[0] as number) ^ (s[10] as number) ^ (s[20] as number) ^ (s[30] as number) ^ (s[40] as number);
    const c0h =
      (s[1] as number) ^ (s[11] as number) ^ (s[21] as number) ^ (s[31] as number) ^ (s[41] as number);
    const c1l =
      (s[2] as number) ^ (s[12] as number) ^ (s[22] as number) ^ (s[32] as number) ^ (s[42] as number);
    const c1h =
      (s[3] as number) ^ (s[13] as number) ^ (s[23] as number) ^ (s[33] as number) ^ (s[43] as number);
    const c2l =
      (s[4] as number) ^ (s[14] as number) ^ (s[24] as number) ^ (s[34] as number) ^ (s[44] as number);
    const c2h =
      (s[5] as number) ^ (s[15] as number) ^ (s[25] as number) ^ (s[35] as number) ^ (s[45] as number);
    const c3l =
      (s[6] as number) ^ (s[16] as number) ^ (s[26] as number) ^ (s[36] as number) ^ (s[46] as number);
    const c3h =
      (s[7] as number) ^ (s[17] as number) ^ (s[27] as number) ^ (s[37] as number) ^ (s[47] as number);
    const c4l =
      (s[8] as number) ^ (s[18] as number) ^ (s[28] as number) ^ (s[38] as number) ^ (s[48] as number);
    const c4h =
      (s[9] as number) ^ (s[19] as number) ^ (s[29] as number) ^ (s[39] as number) ^ (s[49] as number);
    const d0l = c4l ^ ((c1l << 1) | (c1h >>> 31));
    const d0h = c4h ^ ((c1h << 1) | (c1l >>> 31));
    const d1l = c0l ^ ((c2l << 1) | (c2h >>> 31));
    const d1h = c0h ^ ((c2h << 1) | (c2l >>> 31));
    const d2l = c1l ^ ((c3l << 1) | (c3h >>> 31));
    const d2h = c1h ^ ((c3h << 1) | (c3l >>> 31));
    const d3l = c2l ^ ((c4l << 1) | (c4h >>> 31));
    const d3h = c2h ^ ((c4h << 1) | (c4l >>> 31));
    const d4l = c3l ^ ((c0l << 1) | (c0h >>> 31));
    const d4h = c3h ^ ((c0h << 1) | (c0l >>> 31));
    // θ applied, then ρ (rotation) and π (lane move) into b
    const a0l = (s[0] as number) ^ d0l;
    const a0h = (s[1] as number) ^ d0h;
    const b0l = a0l;
    const b0h = a0h;
    const a1l = (s[2] as number) ^ d1l;
    const a1h = (s[3] as number) ^ d1h;
    const b10l = (a1l << 1) | (a1h >>> 31);
    const b10h = (a1h << 1) | (a1l >>> 31);
    const a2l = (s[4] as number) ^ d2l;
    const a2h = (s[5] as number) ^ d2h;
    const b20l = (a2h << 30) | (a2l >>> 2);
    const b20h = (a2l << 30) | (a2h >>> 2);
    const a3l = (s[6] as number) ^ d3l;
    const a3h = (s[7] as number) ^ d3h;
    const b5l = (a3l << 28) | (a3h >>> 4);
    const b5h = (a3h << 28) | (a3l >>> 4);
    const a4l = (s[8] as number) ^ d4l;
    const a4h = (s[9] as number) ^ d4h;
    const b15l = (a4l << 27) | (a4h >>> 5);
    const b15h = (a4h << 27) | (a4l >>> 5);
    const a5l = (s[10] as number) ^ d0l;
    const a5h = (s[11] as number) ^ d0h;
    const b16l = (a5h << 4) | (a5l >>> 28);
    const b16h = (a5l << 4) | (a5h >>> 28);
    const a6l = (s[12] as number) ^ d1l;
    const a6h = (s[13] as number) ^ d1h;
    const b1l = (a6h << 12) | (a6l >>> 20);
    const b1h = (a6l << 12) | (a6h >>> 20);
    const a7l = (s[14] as number) ^ d2l;
    const a7h = (s[15] as number) ^ d2h;
    const b11l = (a7l << 6) | (a7h >>> 26);
    const b11h = (a7h << 6) | (a7l >>> 26);
    const a8l = (s[16] as number) ^ d3l;
    const a8h = (s[17] as number) ^ d3h;
    const b21l = (a8h << 23) | (a8l >>> 9);
    const b21h = (a8l << 23) | (a8h >>> 9);
    const a9l = (s[18] as number) ^ d4l;
    const a9h = (s[19] as number) ^ d4h;
    const b6l = (a9l << 20) | (a9h >>> 12);
    const b6h = (a9h << 20) | (a9l >>> 12);
    const a10l = (s[20] as number) ^ d0l;
    const a10h = (s[21] as number) ^ d0h;
    const b7l = (a10l << 3) | (a10h >>> 29);
    const b7h = (a10h << 3) | (a10l >>> 29);
    const a11l = (s[22] as number) ^ d1l;
    const a11h = (s[23] as number) ^ d1h;
    const b17l = (a11l << 10) | (a11h >>> 22);
    const b17h = (a11h << 10) | (a11l >>> 22);
    const a12l = (s[24] as number) ^ d2l;
    const a12h = (s[25] as number) ^ d2h;
    const b2l = (a12h << 11) | (a12l >>> 21);
    const b2h = (a12l << 11) | (a12h >>> 21);
    const a13l = (s[26] as number) ^ d3l;
    const a13h = (s[27] as number) ^ d3h;
    const b12l = (a13l << 25) | (a13h >>> 7);
    const b12h = (a13h << 25) | (a13l >>> 7);
    const a14l = (s[28] as number) ^ d4l;
    const a14h = (s[29] as number) ^ d4h;
    const b22l = (a14h << 7) | (a14l >>> 25);
    const b22h = (a14l << 7) | (a14h >>> 25);
    const a15l = (s[30] as number) ^ d0l;
    const a15h = (s[31] as number) ^ d0h;
    const b23l = (a15h << 9) | (a15l >>> 23);
    const b23h = (a15l << 9) | (a15h >>> 23);
    const a16l = (s[32] as number) ^ d1l;
    const a16h = (s[33] as number) ^ d1h;
    const b8l = (a16h << 13) | (a16l >>> 19);
    const b8h = (a16l << 13) | (a16h >>> 19);
    const a17l = (s[34] as number) ^ d2l;
    const a17h = (s[35] as number) ^ d2h;
    const b18l = (a17l << 15) | (a17h >>> 17);
    const b18h = (a17h << 15) | (a17l >>> 17);
    const a18l = (s[36] as number) ^ d3l;
    const a18h = (s[37] as number) ^ d3h;
    const b3l = (a18l << 21) | (a18h >>> 11);
    const b3h = (a18h << 21) | (a18l >>> 11);
    const a19l = (s[38] as number) ^ d4l;
    const a19h = (s[39] as number) ^ d4h;
    const b13l = (a19l << 8) | (a19h >>> 24);
    const b13h = (a19h << 8) | (a19l >>> 24);
    const a20l = (s[40] as number) ^ d0l;
    const a20h = (s[41] as number) ^ d0h;
    const b14l = (a20l << 18) | (a20h >>> 14);
    const b14h = (a20h << 18) | (a20l >>> 14);
    const a21l = (s[42] as number) ^ d1l;
    const a21h = (s[43] as number) ^ d1h;
    const b24l = (a21l << 2) | (a21h >>> 30);
    const b24h = (a21h << 2) | (a21l >>> 30);
    const a22l = (s[44] as number) ^ d2l;
    const a22h = (s[45] as number) ^ d2h;
    const b9l = (a22h << 29) | (a22l >>> 3);
    const b9h = (a22l << 29) | (a22h >>> 3);
    const a23l = (s[46] as number) ^ d3l;
    const a23h = (s[47] as number) ^ d3h;
    const b19l = (a23h << 24) | (a23l >>> 8);
    const b19h = (a23l << 24) | (a23h >>> 8);
    const a24l = (s[48] as number) ^ d4l;
    const a24h = (s[49] as number) ^ d4h;
    const b4l = (a24l << 14) | (a24h >>> 18);
    const b4h = (a24h << 14) | (a24l >>> 18);
    // χ
    s[0] = b0l ^ (~b1l & b2l);
    s[1] = b0h ^ (~b1h & b2h);
    s[2] = b1l ^ (~b2l & b3l);
    s[3] = b1h ^ (~b2h & b3h);
    s[4] = b2l ^ (~b3l & b4l);
    s[5] = b2h ^ (~b3h & b4h);
    s[6] = b3l ^ (~b4l & b0l);
    s[7] = b3h ^ (~b4h & b0h);
    s[8] = b4l ^ (~b0l & b1l);
    s[9] = b4h ^ (~b0h & b1h);
    s[10] = b5l ^ (~b6l & b7l);
    s[11] = b5h ^ (~b6h & b7h);
    s[12] = b6l ^ (~b7l & b8l);
    s[13] = b6h ^ (~b7h & b8h);
    s[14] = b7l ^ (~b8l & b9l);
    s[15] = b7h ^ (~b8h & b9h);
    s[16] = b8l ^ (~b9l & b5l);
    s[17] = b8h ^ (~b9h & b5h);
    s[18] = b9l ^ (~b5l & b6l);
    s[19] = b9h ^ (~b5h & b6h);
    s[20] = b10l ^ (~b11l & b12l);
    s[21] = b10h ^ (~b11h & b12h);
    s[22] = b11l ^ (~b12l & b13l);
    s[23] = b11h ^ (~b12h & b13h);
    s[24] = b12l ^ (~b13l & b14l);
    s[25] = b12h ^ (~b13h & b14h);
    s[26] = b13l ^ (~b14l & b10l);
    s[27] = b13h ^ (~b14h & b10h);
    s[28] = b14l ^ (~b10l & b11l);
    s[29] = b14h ^ (~b10h & b11h);
    s[30] = b15l ^ (~b16l & b17l);
    s[31] = b15h ^ (~b16h & b17h);
    s[32] = b16l ^ (~b17l & b18l);
    s[33] = b16h ^ (~b17h & b18h);
    s[34] = b17l ^ (~b18l & b19l);
    s[35] = b17h ^ (~b18h & b19h);
    s[36] = b18l ^ (~b19l & b15l);
    s[37] = b18h ^ (~b19h & b15h);
    s[38] = b19l ^ (~b15l & b16l);
    s[39] = b19h ^ (~b15h & b16h);
    s[40] = b20l ^ (~b21l & b22l);
    s[41] = b20h ^ (~b21h & b22h);
    s[42] = b21l ^ (~b22l & b23l);
    s[43] = b21h ^ (~b22h & b23h);
    s[44] = b22l ^ (~b23l & b24l);
    s[45] = b22h ^ (~b23h & b24h);
    s[46] = b23l ^ (~b24l & b20l);
    s[47] = b23h ^ (~b24h & b20h);
    s[48] = b24l ^ (~b20l & b21l);
    s[49] = b24h ^ (~b20h & b21h);
    // ι
    s[0] = (s[0] as number) ^ (ROUND_CONSTANTS[round] as number);
    s[1] = (s[1] as number) ^ (ROUND_CONSTANTS[round + 1] as number);
  }
}

let scratch = new Uint8Array(4096);
const lanes = new Int32Array(50);

/** UTF-8 bytes of a string; lone surrogates become U+FFFD like `TextEncoder` (WHATWG Encoding). */
function utf8(text: string): { bytes: Uint8Array; length: number } {
  // 3 bytes per UTF-16 unit is the worst case; the extra room also holds the padding block. The scratch
  // buffer is reused between calls (it never escapes), which keeps short hashes free of allocation.
  const needed = text.length * 3 + RATE_BYTES;
  if (scratch.length < needed) scratch = new Uint8Array(Math.max(needed, scratch.length * 2));
  const bytes = scratch;
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    let code = text.charCodeAt(i);
    if (code < 0x80) {
      bytes[n++] = code;
      continue;
    }
    if (code >= 0xd800 && code <= 0xdbff) {
      const low = i + 1 < text.length ? text.charCodeAt(i + 1) : 0;
      if (low >= 0xdc00 && low <= 0xdfff) {
        code = 0x10000 + ((code - 0xd800) << 10) + (low - 0xdc00);
        i++;
      } else {
        code = 0xfffd;
      }
    } else if (code >= 0xdc00 && code <= 0xdfff) {
      code = 0xfffd;
    }
    if (code < 0x800) {
      bytes[n++] = 0xc0 | (code >> 6);
      bytes[n++] = 0x80 | (code & 0x3f);
    } else if (code < 0x10000) {
      bytes[n++] = 0xe0 | (code >> 12);
      bytes[n++] = 0x80 | ((code >> 6) & 0x3f);
      bytes[n++] = 0x80 | (code & 0x3f);
    } else {
      bytes[n++] = 0xf0 | (code >> 18);
      bytes[n++] = 0x80 | ((code >> 12) & 0x3f);
      bytes[n++] = 0x80 | ((code >> 6) & 0x3f);
      bytes[n++] = 0x80 | (code & 0x3f);
    }
  }
  return { bytes, length: n };
}

const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, "0"));

/**
 * SHA3-224 (FIPS 202) of the UTF-8 bytes of `text`, as 56 lowercase hex characters. Pure.
 *
 * @example
 * sha3_224("abc"); // "e642824c3f8cf24ad09234ee7d3c766fc9a3a5168d0c94ad73b46fdf"
 */
export function sha3_224(text: string): string {
  const { bytes, length } = utf8(text);
  // pad10*1 with the SHA-3 domain bits 01: first pad byte 0x06, last 0x80 (they merge into 0x86).
  const total = (Math.floor(length / RATE_BYTES) + 1) * RATE_BYTES;
  bytes.fill(0, length, total);
  bytes[length] = 0x06;
  bytes[total - 1] = (bytes[total - 1] as number) | 0x80;

  const state = lanes;
  state.fill(0);
  for (let offset = 0; offset < total; offset += RATE_BYTES) {
    for (let lane = 0; lane < 36; lane++) {
      const p = offset + lane * 4;
      state[lane] =
        (state[lane] as number) ^
        ((bytes[p] as number) |
          ((bytes[p + 1] as number) << 8) |
          ((bytes[p + 2] as number) << 16) |
          ((bytes[p + 3] as number) << 24));
    }
    keccakF(state);
  }

  let hex = "";
  for (let i = 0; i < DIGEST_BYTES; i++) {
    hex += HEX[((state[i >> 2] as number) >>> ((i & 3) * 8)) & 0xff];
  }
  return hex;
}
