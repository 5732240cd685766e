/**
 * Whether an IBAN's check digits are right (ISO 13616: the country code and check digits moved to the end,
 * letters as 10–35, the whole number mod 97 is 1), with a Polish IBAN exactly 28 characters. Spaces and
 * letter case are ignored. Pure.
 *
 * @example
 * isValidIban("PL61 1090 1014 0000 0712 1981 2874"); // true
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
 * An IBAN as it is stored: no spaces, upper case. Pure.
 *
 * @example
 * normaliseIban("pl61 1090 1014 0000 0712 1981 2874"); // "PL61109010140000071219812874"
 */
export function normaliseIban(value: string): string {
  return value.replace(/\s+/g, "").toUpperCase();
}
