import { LegalDocumentView } from "../components/content/LegalDocumentView";
import { passCacheTags, withCacheTags } from "../lib/cacheTags";
import { honestly } from "../lib/honestFailure.server";
import { clientForRequest } from "../lib/transport.server";
import { loadLegalDocument } from "../loaders/legalDocument.server";
import type { Route } from "./+types/terms";

export function meta() {
  return [
    { title: "Regulamin sklepu | Outlet" },
    {
      name: "description",
      content:
        "Regulamin sklepu Outlet: zamówienia, ceny, płatność, dostawa, odstąpienie od umowy, zwroty i reklamacje.",
    },
  ];
}

/** `/regulamin`: the terms in force, built from the shop settings (after-sales-and-law.md §6); 503 while the API is down. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return honestly(request, async () =>
    // the seller and the return terms come from the shop settings, whose change announces this tag
    withCacheTags(await loadLegalDocument(clientForRequest(request, context), "terms"), ["settings"]),
  );
}

export const headers = passCacheTags;

export default function TermsRoute({ loaderData }: Route.ComponentProps) {
  return <LegalDocumentView document={loaderData} />;
}
