import { LegalDocumentView } from "../components/content/LegalDocumentView";
import { passCacheTags, withCacheTags } from "../lib/cacheTags";
import { honestly } from "../lib/honestFailure.server";
import { clientForRequest } from "../lib/transport.server";
import { loadLegalDocument } from "../loaders/legalDocument.server";
import type { Route } from "./+types/privacy-policy";

export function meta() {
  return [
    { title: "Polityka prywatności | Outlet" },
    {
      name: "description",
      content: "Kto przetwarza Twoje dane w sklepie Outlet, w jakim celu, jak długo i jakie masz prawa.",
    },
  ];
}

/** `/polityka-prywatnosci`: the privacy policy in force (GDPR art. 13), built from the shop settings (after-sales-and-law.md §6); 503 while the API is down. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return honestly(request, async () =>
    // the seller and the return terms come from the shop settings, whose change announces this tag
    withCacheTags(await loadLegalDocument(clientForRequest(request, context), "privacy"), ["settings"]),
  );
}

export const headers = passCacheTags;

export default function PrivacyPolicyRoute({ loaderData }: Route.ComponentProps) {
  return <LegalDocumentView document={loaderData} />;
}
