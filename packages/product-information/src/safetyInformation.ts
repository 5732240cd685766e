import type { CompositionPart } from "@outlet/contract";
import { ANIMAL_FIBRES } from "./permittedFibres";

// The safety information a product page shows under "Informacje o bezpieczeństwie" (after-sales-and-law.md
// §5, GPSR art. 9(7)) must not contradict the care label beside it: issue 32 found every product told to
// "wyprać przed pierwszym założeniem", leather ("Nie prać…"), wool and silk included.

/** What the safety text of a garment depends on. */
export interface SafetyInformationInput {
  /** Children's clothing: cords and drawstrings (PN-EN 14682) instead of the adult text. */
  readonly forChildren: boolean;
  /** The textile composition; `null` for a product that is not a textile (leather). */
  readonly composition: readonly CompositionPart[] | null;
}

/**
 * Fibres that a first wash by machine can felt, shrink or spoil (animal fibres: wool and the hair fibres
 * of Regulation (EU) 1007/2011 Annex I, and silk); their care is hand washing or dry cleaning.
 */
const DELICATE_FIBRES: ReadonlySet<string> = new Set(ANIMAL_FIBRES);

const BASE =
  "Wyrób nie zawiera części, które łatwo się odłączają. Trzymać z dala od ognia i źródeł wysokiej temperatury.";

/**
 * The Polish safety information of a garment, fitted to its material: washable textiles are to be washed
 * before first wear, delicate animal fibres (wool, cashmere, silk) are not machine-washed but cared for as
 * their label says, and leather is not washed at all; children's clothing names the drawstring standard.
 * Pure.
 *
 * @example
 * safetyInformation({ forChildren: false, composition: null });
 * // "Wyrób nie zawiera części, które łatwo się odłączają. … Wyrób ze skóry naturalnej: nie prać, chronić przed wilgocią."
 */
export function safetyInformation(input: SafetyInformationInput): string {
  if (input.forChildren)
    return "Odzież dziecięca: sznurki i ściągacze zgodne z normą PN-EN 14682. Nie zostawiać dziecka bez opieki w ubraniu z kapturem na placu zabaw. Guziki i ozdoby sprawdzać przed każdym założeniem. Trzymać z dala od ognia.";
  if (input.composition === null)
    return `${BASE} Wyrób ze skóry naturalnej: nie prać, chronić przed wilgocią.`;
  const delicate = input.composition.some((part) =>
    part.fibres.some((fibre) => DELICATE_FIBRES.has(fibre.fibre.toLowerCase())),
  );
  return delicate
    ? `${BASE} Nie prać w pralce przed pierwszym założeniem; pielęgnować zgodnie z instrukcją konserwacji.`
    : `${BASE} Przed pierwszym założeniem wyprać zgodnie z instrukcją.`;
}
