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

// ρ rotation offsets, indexed by x + 5y (FIPS 202 §3.2.2).
const ROTATIONS = [
  0, 1, 62, 28, 27, 36, 44, 6, 55, 20, 3, 10, 43, 25, 39, 41, 45, 15, 21, 8, 18, 2, 61, 56, 14,
];

// SHA3-224: capacity 448 bits, so the rate is 1152 bits = 144 bytes; the digest is 28 bytes.
const RATE_BYTES = 144;
const DIGEST_BYTES = 28;

function keccakF(state: Uint32Array, b: Uint32Array, c: Uint32Array): void {
  for (let round = 0; round < 24; round++) {
    // θ
    for (let x = 0; x < 5; x++) {
      let lo = 0;
      let hi = 0;
      for (let y = 0; y < 25; y += 5) {
        lo ^= state[2 * (x + y)] as number;
        hi ^= state[2 * (x + y) + 1] as number;
      }
      c[2 * x] = lo;
      c[2 * x + 1] = hi;
    }
    for (let x = 0; x < 5; x++) {
      const prev = (x + 4) % 5;
      const next = (x + 1) % 5;
      const nLo = c[2 * next] as number;
      const nHi = c[2 * next + 1] as number;
      const dLo = (c[2 * prev] as number) ^ ((nLo << 1) | (nHi >>> 31));
      const dHi = (c[2 * prev + 1] as number) ^ ((nHi << 1) | (nLo >>> 31));
      for (let y = 0; y < 25; y += 5) {
        state[2 * (x + y)] = (state[2 * (x + y)] as number) ^ dLo;
        state[2 * (x + y) + 1] = (state[2 * (x + y) + 1] as number) ^ dHi;
      }
    }
    // ρ and π: B[y, 2x + 3y] = rot(A[x, y], r[x, y])
    for (let x = 0; x < 5; x++) {
      for (let y = 0; y < 5; y++) {
        const from = x + 5 * y;
        const to = y + 5 * ((2 * x + 3 * y) % 5);
        const lo = state[2 * from] as number;
        const hi = state[2 * from + 1] as number;
        const n = ROTATIONS[from] as number;
        let rLo: number;
        let rHi: number;
        if (n === 0) {
          rLo = lo;
          rHi = hi;
        } else if (n < 32) {
          rLo = (lo << n) | (hi >>> (32 - n));
          rHi = (hi << n) | (lo >>> (32 - n));
        } else if (n === 32) {
          rLo = hi;
          rHi = lo;
        } else {
          const m = n - 32;
          rLo = (hi << m) | (lo >>> (32 - m));
          rHi = (lo << m) | (hi >>> (32 - m));
        }
        b[2 * to] = rLo;
        b[2 * to + 1] = rHi;
      }
    }
    // χ
    for (let y = 0; y < 25; y += 5) {
      for (let x = 0; x < 5; x++) {
        const i = x + y;
        const i1 = ((x + 1) % 5) + y;
        const i2 = ((x + 2) % 5) + y;
        state[2 * i] = (b[2 * i] as number) ^ (~(b[2 * i1] as number) & (b[2 * i2] as number));
        state[2 * i + 1] =
          (b[2 * i + 1] as number) ^ (~(b[2 * i1 + 1] as number) & (b[2 * i2 + 1] as number));
      }
    }
    // ι
    state[0] = (state[0] as number) ^ (ROUND_CONSTANTS[2 * round] as number);
    state[1] = (state[1] as number) ^ (ROUND_CONSTANTS[2 * round + 1] as number);
  }
}

/** UTF-8 bytes of a string; lone surrogates become U+FFFD like `TextEncoder` (WHATWG Encoding). */
function utf8(text: string): Uint8Array {
  const out: number[] = [];
  for (let i = 0; i < text.length; i++) {
    let code = text.charCodeAt(i);
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
    if (code < 0x80) out.push(code);
    else if (code < 0x800) out.push(0xc0 | (code >> 6), 0x80 | (code & 0x3f));
    else if (code < 0x10000) out.push(0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f));
    else
      out.push(
        0xf0 | (code >> 18),
        0x80 | ((code >> 12) & 0x3f),
        0x80 | ((code >> 6) & 0x3f),
        0x80 | (code & 0x3f),
      );
  }
  return Uint8Array.from(out);
}

/**
 * SHA3-224 (FIPS 202) of the UTF-8 bytes of `text`, as 56 lowercase hex characters. Pure.
 *
 * @example
 * sha3_224("abc"); // "e642824c3f8cf24ad09234ee7d3c766fc9a3a5168d0c94ad73b46fdf"
 */
export function sha3_224(text: string): string {
  const message = utf8(text);
  // pad10*1 with the SHA-3 domain bits 01: first pad byte 0x06, last 0x80 (they merge into 0x86).
  const blocks = Math.floor(message.length / RATE_BYTES) + 1;
  const padded = new Uint8Array(blocks * RATE_BYTES);
  padded.set(message);
  padded[message.length] = 0x06;
  padded[padded.length - 1] = (padded[padded.length - 1] as number) | 0x80;

  const state = new Uint32Array(50);
  const b = new Uint32Array(50);
  const c = new Uint32Array(10);
  for (let offset = 0; offset < padded.length; offset += RATE_BYTES) {
    for (let lane = 0; lane < RATE_BYTES / 8; lane++) {
      const p = offset + lane * 8;
      const lo =
        (padded[p] as number) |
        ((padded[p + 1] as number) << 8) |
        ((padded[p + 2] as number) << 16) |
        ((padded[p + 3] as number) << 24);
      const hi =
        (padded[p + 4] as number) |
        ((padded[p + 5] as number) << 8) |
        ((padded[p + 6] as number) << 16) |
        ((padded[p + 7] as number) << 24);
      state[2 * lane] = (state[2 * lane] as number) ^ lo;
      state[2 * lane + 1] = (state[2 * lane + 1] as number) ^ hi;
    }
    keccakF(state, b, c);
  }

  let hex = "";
  for (let i = 0; i < DIGEST_BYTES; i++) {
    const word = state[i >> 2] as number;
    const byte = (word >>> ((i & 3) * 8)) & 0xff;
    hex += byte.toString(16).padStart(2, "0");
  }
  return hex;
}
