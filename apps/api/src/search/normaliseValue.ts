import type { FieldType } from "./entityFields.js";

const DATE = /^\d{4}-\d{2}-\d{2}(?: \d{2}:\d{2}:\d{2})?$/;
const NUMERIC = /^-?\d+(?:\.\d+)?$/;

/** An operand coerced to a field's type, or not coercible. */
export type Coerced = { ok: true; value: unknown } | { ok: false };

/**
 * Coerces a filter operand to a field's type: numbers from numeric strings, booleans from 1/0/"true"/…,
 * strings from numbers, dates as `YYYY-MM-DD[ HH:MM:SS]` (a bare date gets midnight). `null` is an operand
 * of equality only; a range takes numbers and dates.
 *
 * @example
 * coerceOperand("number", "12.5", true); // { ok: true, value: 12.5 }
 */
export function coerceOperand(type: FieldType, operand: unknown, forRange: boolean): Coerced {
  if (operand === null) return forRange ? { ok: false } : { ok: true, value: null };
  switch (type) {
    case "number":
      if (typeof operand === "number" && Number.isFinite(operand)) return { ok: true, value: operand };
      if (typeof operand === "string" && NUMERIC.test(operand)) return { ok: true, value: Number(operand) };
      if (forRange && typeof operand === "string" && DATE.test(operand)) return { ok: false };
      return { ok: false };
    case "boolean":
      if (operand === true || operand === 1 || operand === "1" || operand === "true")
        return { ok: true, value: true };
      if (operand === false || operand === 0 || operand === "0" || operand === "false")
        return { ok: true, value: false };
      return { ok: false };
    case "string":
      if (forRange) return { ok: false };
      if (typeof operand === "string") return { ok: true, value: operand };
      if (typeof operand === "number" && Number.isFinite(operand))
        return { ok: true, value: String(operand) };
      return { ok: false };
    case "date":
      if (typeof operand === "string" && DATE.test(operand))
        return { ok: true, value: operand.length === 10 ? `${operand} 00:00:00` : operand };
      return { ok: false };
  }
}

/**
 * Normalises a stored value for comparison with a coerced operand.
 *
 * @example
 * normaliseValue("date", "2024-05-01"); // "2024-05-01 00:00:00"
 */
export function normaliseValue(type: FieldType, value: unknown): unknown {
  if (value === undefined || value === null) return null;
  switch (type) {
    case "number":
      return typeof value === "number"
        ? value
        : typeof value === "string" && NUMERIC.test(value)
          ? Number(value)
          : value;
    case "boolean":
      return value === true || value === 1 || value === "1" || value === "true";
    case "string":
      return typeof value === "number" ? String(value) : value;
    case "date":
      return typeof value === "string" && value.length === 10 ? `${value} 00:00:00` : value;
  }
}
