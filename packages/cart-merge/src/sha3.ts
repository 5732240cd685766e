import { sha3_224 as sha3_224Bytes } from "@noble/hashes/sha3.js";
import { bytesToHex, utf8ToBytes } from "@noble/hashes/utils.js";

/**
 * SHA3-224 (FIPS 202) of a string's UTF-8 bytes, as 56 lower-case hex characters — behaviour §0's
 * `sha3(x)`, used for line checksums and the cart hash. Pure; delegates to `@noble/hashes`, an audited,
 * dependency-free implementation that runs unchanged in browsers and Node.
 *
 * @example
 * sha3_224("abc"); // "e642824c3f8cf24ad09234ee7d3c766fc9a3a5168d0c94ad73b46fdf"
 */
export function sha3_224(text: string): string {
  return bytesToHex(sha3_224Bytes(utf8ToBytes(text)));
}
