// Internal: decimal rounding on the shortest round-trip representation of a double (behaviour §0 "Money":
// `2.345` rounds to `2.35`, never `2.34`), half away from zero. Works for any magnitude because it only
// moves digits in the string that `String(x)` prints.

/**
 * Rounds half away from zero to `digits` fraction digits, on the shortest decimal representation of the
 * double (behaviour §0: `2.345` → `2.35`, `-2.345` → `-2.35`, `1.005` → `1.01`). Non-finite input is
 * returned as is. Pure.
 *
 * @example
 * roundHalfAway(2.345, 2); // 2.35
 * roundHalfAway(0.5, 0);   // 1
 */
export function roundHalfAway(x: number, digits: number): number {
  if (!Number.isFinite(x)) return x;
  const abs = Number(roundedAbsString(Math.abs(x), digits));
  return x < 0 && abs !== 0 ? -abs : abs;
}

/** `|x|` rounded to `digits` fraction digits as a plain decimal string (`"12.30"`). `x` must be finite. */
export function roundedAbsString(x: number, digits: number): string {
  const [mantissa = "0", exponentText] = String(Math.abs(x)).split("e");
  const exponent = exponentText === undefined ? 0 : Number(exponentText);
  const [intPart = "0", fracPart = ""] = mantissa.split(".");
  // All significant digits and the position of the decimal point within them.
  const allDigits = intPart + fracPart;
  const point = intPart.length + exponent;
  const keep = point + digits; // digits kept before rounding
  let kept: string;
  let roundUp = false;
  if (keep <= 0) {
    kept = "0";
    roundUp = keep === 0 && (allDigits[0] ?? "0") >= "5";
  } else if (keep >= allDigits.length) {
    kept = allDigits + "0".repeat(keep - allDigits.length);
  } else {
    kept = allDigits.slice(0, keep);
    roundUp = (allDigits[keep] ?? "0") >= "5";
  }
  if (roundUp) kept = incrementDigits(kept);
  // Re-insert the decimal point `digits` places from the right.
  const padded = kept.padStart(digits + 1, "0");
  const whole = padded.slice(0, padded.length - digits).replace(/^0+(?=\d)/, "");
  const frac = padded.slice(padded.length - digits);
  return digits > 0 ? `${whole}.${frac}` : whole;
}

function incrementDigits(digits: string): string {
  const chars = digits.split("");
  for (let i = chars.length - 1; i >= 0; i--) {
    if (chars[i] === "9") {
      chars[i] = "0";
    } else {
      chars[i] = String(Number(chars[i]) + 1);
      return chars.join("");
    }
  }
  return `1${chars.join("")}`;
}
