// The one shop-settings document (issue 25, after-sales-and-law.md §3 and §6): the company's identity, the
// return terms, the carriers with their tracking links, the bank account for transfers and the own brand's
// manufacturer. The owner edits it (`POST /api/admin/settings`); shoppers read the public part
// (`GET /api/settings/public`).

/** The seller's identity, shown in the footer, the terms, mails and invoices (§6). */
export interface ShopCompany {
  readonly name: string;
  readonly street: string;
  readonly postcode: string;
  readonly city: string;
  /** ISO 3166-1 alpha-2 ("PL"). */
  readonly country: string;
  /** Polish tax id, 10 digits. */
  readonly nip: string;
  /** 9 or 14 digits, or `null`. */
  readonly regon: string | null;
  /** 10 digits, or `null` (a sole trader has none). */
  readonly krs: string | null;
  readonly email: string;
  readonly phone: string;
}

/** Where returned goods go. */
export interface ShopReturnAddress {
  readonly name: string;
  readonly street: string;
  readonly postcode: string;
  readonly city: string;
}

/** The shop's return terms (§2, §3). */
export interface ShopReturns {
  /** Days the shopper has to withdraw; at least the statutory 14. @default 30 */
  readonly periodDays: number;
  /** Who pays the return shipment. */
  readonly cost: "free" | "shopper_pays";
  /** What a return costs the shopper, in grosze (0 when `cost` is `free`). */
  readonly costGrosze: number;
  readonly method: "inpost_locker" | "courier" | "store";
  readonly address: ShopReturnAddress;
}

/** A carrier staff choose when shipping, with the link a shopper follows. */
export interface ShopCarrier {
  /** Lower-case code ("inpost", "dpd"). */
  readonly code: string;
  readonly name: string;
  /** An `https://` URL containing `{number}`, replaced by the tracking number. */
  readonly trackingUrlTemplate: string;
}

/** The account bank transfers are paid to. */
export interface ShopBankAccount {
  readonly holder: string;
  /** An IBAN without spaces ("PL61109010140000071219812874"). */
  readonly iban: string;
  readonly bankName: string;
  /**
   * Calendar days a shopper has to pay an order by transfer; unpaid, the order is cancelled after the last
   * one (s23, `@outlet/orders` `transferPaymentDeadline`). 1–30. @default 7
   */
  readonly paymentDays: number;
}

/** The manufacturer of the shop's own brand (GPSR, §5), or `null` when the shop sells no own brand. */
export interface ShopManufacturer {
  readonly name: string;
  readonly street: string;
  readonly postcode: string;
  readonly city: string;
  readonly country: string;
  readonly email: string | null;
  readonly contactUrl: string | null;
}

/**
 * The shop settings, one record edited by the owner.
 *
 * @example
 * const days = settings.returns.periodDays; // 30
 */
export interface ShopSettings {
  readonly company: ShopCompany;
  readonly returns: ShopReturns;
  readonly carriers: readonly ShopCarrier[];
  readonly bankAccount: ShopBankAccount;
  readonly ownBrandManufacturer: ShopManufacturer | null;
}

/**
 * What `GET /api/settings/public` answers: the parts of {@link ShopSettings} a shopper may see.
 *
 * @example
 * const { company, returns, carriers } = publicSettings;
 */
export type PublicShopSettings = Pick<ShopSettings, "company" | "returns" | "carriers">;
