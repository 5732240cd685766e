import { formatPrice } from "@outlet/formatting";
import { fromGrosze } from "@outlet/pricing";
import { escapeHtml } from "../mail/mailHtml.js";
import type { StandInSession } from "./standInGateway.js";

const STYLE = `
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#eef1f5;color:#1c2430}
header{background:#16325c;color:#fff;padding:14px 20px;font-weight:700;letter-spacing:.02em}
header span{font-weight:400;opacity:.8;margin-left:8px;font-size:14px}
main{max-width:440px;margin:32px auto;padding:0 16px}
.card{background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(22,50,92,.12);padding:24px}
h1{font-size:20px;margin:0 0 16px}
dl{margin:0 0 20px;display:grid;grid-template-columns:auto 1fr;gap:8px 16px}
dt{color:#5b6675}dd{margin:0;text-align:right;font-weight:600;overflow-wrap:anywhere}
.amount{font-size:28px;font-weight:700;text-align:center;margin:8px 0 20px}
form{margin:0}button{width:100%;min-height:48px;border-radius:8px;font:inherit;font-weight:700;cursor:pointer}
.pay{background:#1a7f37;border:0;color:#fff;margin-bottom:12px}.pay:focus-visible,.cancel:focus-visible{outline:3px solid #f0b400;outline-offset:2px}
.cancel{background:#fff;border:1px solid #98a2b3;color:#1c2430}
.note{font-size:14px;color:#5b6675;margin:16px 0 0;text-align:center}
a{color:#16325c}
`;

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="pl">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)} | Outlet Pay</title><style>${STYLE}</style></head>
<body><header>Outlet Pay<span>bezpieczne płatności online</span></header><main><div class="card">${body}</div>
<p class="note">Serwis testowy sklepu Outlet: żadne pieniądze nie zostaną pobrane.</p></main></body></html>`;
}

/**
 * The stand-in gateway's hosted page for a pending session (issue 12), in Polish like a real gateway's:
 * recipient, order number, title and amount, "Zapłać" and "Anuluj" (plain forms, no script).
 *
 * @example
 * reply.type("text/html").send(hostedPaymentPage(session, "/api/ext/platnosc/aZ3…"));
 */
export function hostedPaymentPage(session: StandInSession, formPath: string): string {
  const amount = formatPrice(fromGrosze(session.amountGrosze));
  return layout(
    "Płatność",
    `<h1>Płatność za zamówienie</h1>
<p class="amount" data-testid="gateway-amount">${escapeHtml(amount)}</p>
<dl>
<dt>Odbiorca</dt><dd>Outlet sp. z o.o.</dd>
<dt>Numer zamówienia</dt><dd data-testid="gateway-order">${escapeHtml(session.orderNumber)}</dd>
<dt>Tytuł</dt><dd>${escapeHtml(session.description)}</dd>
</dl>
<form method="post" action="${escapeHtml(formPath)}/zaplac"><button class="pay" type="submit">Zapłać ${escapeHtml(amount)}</button></form>
<form method="post" action="${escapeHtml(formPath)}/anuluj"><button class="cancel" type="submit">Anuluj i wróć do sklepu</button></form>`,
  );
}

/**
 * The page for a session that has ended (or an unknown address): what happened and the way back.
 *
 * @example
 * hostedPaymentEnded("paid", "https://outlet.pl"); // "… Ta płatność została już zakończona …"
 */
export function hostedPaymentEnded(status: "paid" | "canceled" | "unknown", backUrl: string): string {
  const text =
    status === "unknown"
      ? "Nie znaleźliśmy tej płatności. Sprawdź link albo wróć do sklepu i rozpocznij płatność ponownie."
      : status === "paid"
        ? "Ta płatność została już opłacona."
        : "Ta płatność została anulowana. Możesz rozpocząć nową na stronie zamówienia w sklepie.";
  return layout(
    "Płatność zakończona",
    `<h1>${status === "unknown" ? "Nieznana płatność" : "Płatność zakończona"}</h1><p>${escapeHtml(text)}</p>
<p><a href="${escapeHtml(backUrl)}">Wróć do sklepu</a></p>`,
  );
}
