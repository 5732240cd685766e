import type { StaffRole } from "@outlet/contract";
import { STAFF_ROLE_LABELS } from "./staffSession";

/** A part of the back office that not every role may open. */
export interface StaffArea {
  /** The address under the hash (`#/audit`), with react-router's `/*` for everything beneath it. */
  readonly path: string;
  /** What the part is, in Polish, as the sentence "… może otwierać …" needs it (nominative). */
  readonly name: string;
  readonly roles: readonly StaffRole[];
}

const OWNER: readonly StaffRole[] = ["owner"];
const OWNER_AND_SERVICE: readonly StaffRole[] = ["owner", "customer_service"];

/**
 * The parts of the back office closed to some roles, as the API's staff routes allow them (ARCHITECTURE.md,
 * "Back office"); the menu follows the same list. The API refuses anyway: this only tells a person why.
 */
export const STAFF_AREAS: readonly StaffArea[] = [
  { path: "/customers", name: "Klienci", roles: OWNER_AND_SERVICE },
  { path: "/complaints", name: "Reklamacje", roles: OWNER_AND_SERVICE },
  { path: "/reviews", name: "Opinie", roles: OWNER_AND_SERVICE },
  { path: "/cms-pages", name: "Strony CMS", roles: OWNER },
  { path: "/cms-blocks", name: "Bloki CMS", roles: OWNER },
  { path: "/menu", name: "Menu sklepu", roles: OWNER },
  { path: "/staff", name: "Pracownicy", roles: OWNER },
  { path: "/audit", name: "Dziennik zmian", roles: OWNER },
  { path: "/ustawienia", name: "Ustawienia sklepu", roles: OWNER },
  { path: "/klucze-api", name: "Klucze API", roles: OWNER },
];

/** The areas `role` may not open (all of them for an unknown role). Pure. */
export function closedAreas(role: string | null): readonly StaffArea[] {
  return STAFF_AREAS.filter((area) => !area.roles.some((allowed) => allowed === role));
}

/** A role's Polish name, lower-case inside a sentence ("obsługa klienta"). */
const roleInSentence = (role: string): string =>
  (STAFF_ROLE_LABELS[role as StaffRole] ?? role).toLocaleLowerCase("pl-PL");

/**
 * What the "Brak dostępu" page says: which roles may open the area and which one the person has. Pure.
 *
 * @example noAccessText(STAFF_AREAS[7], "warehouse")
 * // "Dostęp do części „Dziennik zmian” ma tylko rola: właściciel. Twoja rola: magazyn. …"
 */
export function noAccessText(area: StaffArea, role: string | null): string {
  const allowed = area.roles.map(roleInSentence).join(", ");
  const only = area.roles.length === 1 ? "ma tylko rola" : "mają tylko role";
  const yours = role === null ? "" : ` Twoja rola: ${roleInSentence(role)}.`;
  return `Dostęp do części „${area.name}” ${only}: ${allowed}.${yours} Jeśli potrzebujesz tu zajrzeć, poproś właściciela sklepu.`;
}
