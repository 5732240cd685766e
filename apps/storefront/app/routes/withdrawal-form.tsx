import { useRouteLoaderData } from "react-router";
import "../components/withdrawal/withdrawal.css";

export function meta() {
  return [
    { title: "Wzór formularza odstąpienia od umowy | Outlet" },
    {
      name: "description",
      content:
        "Wzór formularza odstąpienia od umowy (załącznik nr 2 do ustawy o prawach konsumenta) do wydruku.",
    },
  ];
}

interface RootData {
  readonly company?: {
    readonly name: string;
    readonly street: string;
    readonly postcode: string;
    readonly city: string;
    readonly email: string;
  } | null;
}

/**
 * `/formularz-odstapienia` (issue 26): the model withdrawal form of załącznik nr 2 to the ustawa o prawach
 * konsumenta, addressed to the shop, to print and fill in by hand. The function "Odstąp od umowy tutaj" is
 * quicker; this form stays available as the act requires.
 */
export default function WithdrawalFormRoute() {
  const root = useRouteLoaderData("root") as RootData | undefined;
  const company = root?.company ?? null;
  const blank = "……………………………………………………………";
  return (
    <article className="withdrawal-model" aria-labelledby="model-form-title" data-testid="model-form">
      <h1 id="model-form-title" className="page-title" tabIndex={-1}>
        Wzór formularza odstąpienia od umowy
      </h1>
      <p>(formularz ten należy wypełnić i odesłać tylko w przypadku chęci odstąpienia od umowy)</p>
      <p className="no-print">
        Szybciej odstąpisz od umowy przy zamówieniu na stronie („Odstąp od umowy tutaj”) — dostaniesz od razu
        potwierdzenie e-mailem. Ten formularz możesz też wydrukować, wypełnić i wysłać pocztą lub e-mailem.{" "}
        <button type="button" className="button" onClick={() => window.print()}>
          Drukuj formularz
        </button>
      </p>
      <p>
        <strong>Adresat:</strong>{" "}
        {company
          ? `${company.name}, ${company.street}, ${company.postcode} ${company.city}, e-mail: ${company.email}`
          : blank}
      </p>
      <p>
        Ja/My(*) niniejszym informuję/informujemy(*) o moim/naszym odstąpieniu od umowy sprzedaży
        następujących rzeczy(*) umowy dostawy następujących rzeczy(*) umowy o dzieło polegającej na wykonaniu
        następujących rzeczy(*)/o świadczenie następującej usługi(*):
      </p>
      <p>{blank}</p>
      <p>Data zawarcia umowy(*)/odbioru(*): {blank}</p>
      <p>Imię i nazwisko konsumenta(-ów): {blank}</p>
      <p>Adres konsumenta(-ów): {blank}</p>
      <p>Podpis konsumenta(-ów) (tylko jeżeli formularz jest przesyłany w wersji papierowej): {blank}</p>
      <p>Data: {blank}</p>
      <p>(*) Niepotrzebne skreślić.</p>
    </article>
  );
}
