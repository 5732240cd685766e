// SHA3-224 (FIPS 202), as behaviour.md §0 defines `sha3(x)`. 64-bit lanes are held as two 32-bit
// halves so the permutation runs on plain numbers. Pure.

const ROUND_CONSTANTS_HI = [
  0x00000000, 0x00000000, 0x80000000, 0x80000000, 0x00000000, 0x00000000, 0x80000000, 0x80000000, 0x00000000,
  0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x80000000, 0x80000000, 0x80000000, 0x80000000, 0x80000000,
  0x00000000, 0x80000000, 0x80000000, 0x80000000, 0x00000000, 0x80000000,
];
const ROUND_CONSTANTS_LO = [
  0x00000001, 0x00008082, 0x0000808a, 0x80008000, 0x0000808b, 0x80000001, 0x80008081, 0x00008009, 0x0000008a,
  0x00000088, 0x80008009, 0x8000000a, 0x8000808b, 0x0000008b, 0x00008089, 0x00008003, 0x00008002, 0x00000080,
  0x0000800a, 0x8000000a, 0x80008081, 0x00008080, 0x80000001, 0x80008008,
];
// Rotation offsets r[x + 5y] and the pi step destination, as in the Keccak reference.
const ROTATIONS = [
  0, 1, 62, 28, 27, 36, 44, 6, 55, 20, 3, 10, 43, 25, 39, 41, 45, 15, 21, 8, 18, 2, 61, 56, 14,
];

function keccakF(hi: Uint32Array, lo: Uint32Array): void {
  const cHi = new Uint32Array(5);
  const cLo = new Uint32Array(5);
  const bHi = new Uint32Array(25);
  const bLo = new Uint32Array(25);
  for (let round = 0; round < 24; round++) {
    // θ
    for (let x = 0; x < 5; x++) {
      cHi[x] = (hi[x] ?? 0) ^ (hi[x + 5] ?? 0) ^ (hi[x + 10] ?? 0) ^ (hi[x + 15] ?? 0) ^ (hi[x + 20] ?? 0);
      cLo[x] = (lo[x] ?? 0) ^ (lo[x + 5] ?? 0) ^ (lo[x + 10] ?? 0) ^ (lo[x + 15] ?? 0) ^ (lo[x + 20] ?? 0);
    }
    for (let x = 0; x < 5; x++) {
      const nHi = cHi[(x + 1) % 5] ?? 0;
      const nLo = cLo[(x + 1) % 5] ?? 0;
      const dHi = (cHi[(x + 4) % 5] ?? 0) ^ ((nHi << 1) | (nLo >>> 31));
      const dLo = (cLo[(x + 4) % 5] ?? 0) ^ ((nLo << 1) | (nHi >>> 31));
      for (let y = 0; y < 25; y += 5) {
        hi[x + y] = (hi[x + y] ?? 0) ^ dHi;
        lo[x + y] = (lo[x + y] ?? 0) ^ dLo;
      }
    }
    // ρ and π
    for (let x = 0; x < 5; x++) {
      for (let y = 0; y < 5; y++) {
        const index = x + 5 * y;
        const r = ROTATIONS[index] ?? 0;
        let h = hi[index] ?? 0;
        let l = lo[index] ?? 0;
        if (r >= 32) {
          const t = h;
          h = l;
          l = t;
        }
        const s = r % 32;
        const rh = s === 0 ? h : (h << s) | (l >>> (32 - s));
        const rl = s === 0 ? l : (l << s) | (h >>> (32 - s));
        const target = y + 5 * ((2 * x + 3 * y) % 5);
        bHi[target] = rh;
        bLo[target] = rl;
      }
    }
    // χ
    for (let y = 0; y < 25; y += 5) {
      for (let x = 0; x < 5; x++) {
        hi[x + y] = (bHi[x + y] ?? 0) ^ (~(bHi[((x + 1) % 5) + y] ?? 0) & (bHi[((x + 2) % 5) + y] ?? 0));
        lo[x + y] = (bLo[x + y] ?? 0) ^ (~(bLo[((x + 1) % 5) + y] ?? 0) & (bLo[((x + 2) % 5) + y] ?? 0));
      }
    }
    // ι
    hi[0] = (hi[0] ?? 0) ^ (ROUND_CONSTANTS_HI[round] ?? 0);
    lo[0] = (lo[0] ?? 0) ^ (ROUND_CONSTANTS_LO[round] ?? 0);
  }
}

function utf8(text: string): number[] {
  const bytes: number[] = [];
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code < 0x80) bytes.push(code);
    else if (code < 0x800) bytes.push(0xc0 | (code >> 6), 0x80 | (code & 63));
    else if (code < 0x10000) bytes.push(0xe0 | (code >> 12), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63));
    else
      bytes.push(
        0xf0 | (code >> 18),
        0x80 | ((code >> 12) & 63),
        0x80 | ((code >> 6) & 63),
        0x80 | (code & 63),
      );
  }
  return bytes;
}

/**
 * SHA3-224 of a string (UTF-8), as 56 lowercase hex characters (FIPS 202, not Keccak). Pure.
 *
 * @example
 * ```ts
 * sha3_224("abc"); // "e642824c3f8cf24ad09234ee7d3c766fc9a3a5168d0c94ad73b46fdf"
 * ```
 */
export function sha3_224(text: string): string {
  const rate = 144; // bytes: 1600 - 2 × 224 bits
  const bytes = utf8(text);
  // Padding: the SHA-3 domain bits 01, then pad10*1.
  bytes.push(0x06);
  while (bytes.length % rate !== 0) bytes.push(0);
  bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) | 0x80;
  const hi = new Uint32Array(25);
  const lo = new Uint32Array(25);
  for (let offset = 0; offset < bytes.length; offset += rate) {
    for (let lane = 0; lane < rate / 8; lane++) {
      const at = offset + lane * 8;
      const low =
        (bytes[at] ?? 0) |
        ((bytes[at + 1] ?? 0) << 8) |
        ((bytes[at + 2] ?? 0) << 16) |
        ((bytes[at + 3] ?? 0) << 24);
      const high =
        (bytes[at + 4] ?? 0) |
        ((bytes[at + 5] ?? 0) << 8) |
        ((bytes[at + 6] ?? 0) << 16) |
        ((bytes[at + 7] ?? 0) << 24);
      lo[lane] = (lo[lane] ?? 0) ^ low;
      hi[lane] = (hi[lane] ?? 0) ^ high;
    }
    keccakF(hi, lo);
  }
  let hex = "";
  for (let i = 0; i < 28; i++) {
    const lane = i >> 3;
    const byteInLane = i & 7;
    const word = byteInLane < 4 ? (lo[lane] ?? 0) : (hi[lane] ?? 0);
    const byte = (word >>> (8 * (byteInLane & 3))) & 0xff;
    hex += byte.toString(16).padStart(2, "0");
  }
  return hex;
}

/**
 * `sha3(x)` of behaviour.md §0: SHA3-224 of the compact `JSON.stringify(x)` (key insertion order kept).
 *
 * @example
 * ```ts
 * sha3Json({ a: 1 }) === sha3_224('{"a":1}'); // true
 * ```
 */
export function sha3Json(value: unknown): string {
  return sha3_224(JSON.stringify(value) ?? "undefined");
}
