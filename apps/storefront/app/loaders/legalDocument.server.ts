import {
  type LegalDocument,
  type LegalDocumentSettings,
  privacyPolicyDocument,
  termsDocument,
} from "@outlet/shop-settings";
import type { Client } from "@outlet/transport";

/** The return terms when the API answers none (an API older than issue 27): the company's address, 30 days. */
function settingsOf(settings: Awaited<ReturnType<Client["site"]["publicSettings"]>>): LegalDocumentSettings {
  const { company } = settings;
  return {
    company,
    returns: settings.returns ?? {
      periodDays: 30,
      address: { name: company.name, street: company.street, postcode: company.postcode, city: company.city },
    },
  };
}

/**
 * The terms or the privacy policy in force, built from the shop settings' company and return terms
 * (after-sales-and-law.md §6). Throws what the transport throws: the route turns it into a 503.
 *
 * @example
 * const terms = await loadLegalDocument(api, "terms");
 */
export async function loadLegalDocument(api: Client, which: "terms" | "privacy"): Promise<LegalDocument> {
  const settings = settingsOf(await api.site.publicSettings());
  return which === "terms" ? termsDocument(settings) : privacyPolicyDocument(settings);
}
