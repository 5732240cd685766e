import type { ProductTemplate } from "./catalogueData.js";
import type { Random } from "./createRandom.js";
import { DAY_MS, formatDateTime } from "./seedTypes.js";

/** Gross PLN price in grosze ending in ,99 (or ,00 for a few), inside [min, max]. */
function shopPrice(random: Random, min: number, max: number): number {
  const whole = random.int(Math.floor(min / 10), Math.floor(max / 10)) * 10 + 9;
  return random.chance(0.1) ? (whole + 1) * 100 : whole * 100 + 99;
}

/** Grosze as the PLN amount the documents carry. */
export const toPln = (grosze: number): number => grosze / 100;

const dateOnly = (ms: number): string => `${formatDateTime(new Date(ms)).slice(0, 10)} 00:00:00`;

/** The regular price, an optional special price with its window, and the price history (grosze). */
export interface PricePlan {
  regular: number;
  special: number | null;
  from: string | null;
  to: string | null;
  history: { validFrom: string; grosze: number }[];
}
export function planPrice(
  random: Random,
  template: ProductTemplate,
  now: number,
  createdMs: number,
): PricePlan {
  const regular = shopPrice(random, template.minPrice, template.maxPrice);
  const history: { validFrom: string; grosze: number }[] = [];
  if (random.chance(0.3) && now - createdMs > 60 * DAY_MS) {
    // the regular price was lowered 35 days ago: the earlier, higher price is in the history
    history.push({
      validFrom: formatDateTime(new Date(createdMs)),
      grosze: regular + random.int(2, 8) * 1000,
    });
    history.push({ validFrom: formatDateTime(new Date(now - 35 * DAY_MS)), grosze: regular });
  } else {
    history.push({ validFrom: formatDateTime(new Date(createdMs)), grosze: regular });
  }
  const discounted = (): number => {
    const percent = random.pick([20, 25, 30, 40, 50, 60]);
    const raw = Math.round((regular * (100 - percent)) / 100);
    return Math.max(999, Math.floor(raw / 100) * 100 - 1);
  };
  const roll = random.next();
  if (roll < 0.6) return { regular, special: null, from: null, to: null, history };
  if (roll < 0.8) {
    return {
      regular,
      special: discounted(),
      from: dateOnly(now - random.int(1, 7) * DAY_MS),
      to: dateOnly(now + random.int(5, 30) * DAY_MS),
      history,
    };
  }
  if (roll < 0.87) return { regular, special: discounted(), from: null, to: null, history };
  if (roll < 0.92) {
    const start = now + random.int(3, 10) * DAY_MS;
    return {
      regular,
      special: discounted(),
      from: dateOnly(start),
      to: dateOnly(start + 14 * DAY_MS),
      history,
    };
  }
  if (roll < 0.97) {
    const end = now - random.int(3, 20) * DAY_MS;
    return { regular, special: discounted(), from: dateOnly(end - 14 * DAY_MS), to: dateOnly(end), history };
  }
  return { regular, special: regular + 2000, from: null, to: null, history };
}
