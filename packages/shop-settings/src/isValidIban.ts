/**
 * Whether an IBAN's check digits are right (ISO 13616: the country code and check digits moved to the end,
 * letters as 10–35, the whole number mod 97 is 1), with a Polish IBAN exactly 28 characters. Spaces and
 * letter case are ignored; 26 digits alone are a Polish account number (NRB) as banks print it, read as
 * `PL` + those digits (see {@link normaliseIban}). Pure.
 *
 * @example
 * isValidIban("PL61 1090 1014 0000 0712 1981 2874"); // true
 * isValidIban("61 1090 1014 0000 0712 1981 2874"); // true (a Polish NRB)
 * isValidIban("PL61 1090 1014 0000 0712 1981 2875"); // false
 */
export function isValidIban(value: string): boolean {
  const iban = normaliseIban(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  if (iban.startsWith("PL") && iban.length !== 28) return false;
  const digits = `${iban.slice(4)}${iban.slice(0, 4)}`.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let rest = 0;
  for (const digit of digits) rest = (rest * 10 + Number(digit)) % 97;
  return rest === 1;
}

/**
 * An IBAN as it is stored: no spaces, upper case; a Polish account number written without its country code
 * (26 digits, the NRB of Polish bank statements) gets `PL` in front. Pure.
 *
 * @example
 * normaliseIban("pl61 1090 1014 0000 0712 1981 2874"); // "PL61109010140000071219812874"
 * normaliseIban("61 1090 1014 0000 0712 1981 2874"); // "PL61109010140000071219812874"
 */
export function normaliseIban(value: string): string {
  const compact = value.replace(/\s+/g, "").toUpperCase();
  return /^\d{26}$/.test(compact) ? `PL${compact}` : compact;
}

/**
 * An IBAN as a person reads and copies it: stored form (see {@link normaliseIban}) in groups of four
 * (`PL61 1090 1014 0000 0712 1981 2874`), as bank statements print it. Pure.
 *
 * @example
 * formatIban("PL61109010140000071219812874"); // "PL61 1090 1014 0000 0712 1981 2874"
 */
export function formatIban(value: string): string {
  return normaliseIban(value).replace(/(.{4})(?=.)/g, "$1 ");
}
