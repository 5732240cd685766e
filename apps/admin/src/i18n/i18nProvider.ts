import polyglotI18nProvider from "ra-i18n-polyglot";
import { adminPolish } from "./adminPolish";
import { raPolish } from "./raPolish";

/** Polish only: react-admin's texts and the back office's own (resource and field names). */
export const i18nProvider = polyglotI18nProvider(() => ({ ...raPolish, ...adminPolish }), "pl", [
  { locale: "pl", name: "Polski" },
]);
