/**
 * A parcel locker as the locker finder returns it (its code is what the API reads).
 *
 * @example
 * ```ts
 * const locker: ParcelLocker = { code: "KRA01M", name: "Paczkomat KRA01M", street: "ul. Floriańska 12", postcode: "31-019", city: "Kraków" };
 * ```
 */
export interface ParcelLocker {
  readonly code: string;
  readonly name?: string;
  readonly street: string;
  readonly postcode: string;
  readonly city: string;
  readonly [extra: string]: unknown;
}
