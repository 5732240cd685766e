import { ContactForm } from "../components/forms/ContactForm";

// The accessibility information the act of 26 April 2024 (Dz.U. 2024 poz. 731, Directive (EU) 2019/882)
// asks a shop to publish (after-sales-and-law.md §6): how the service meets the requirements, what is
// known not to and the alternatives, the date of the last review, how to report a problem (the form
// reaches the shop like the contact form) and where to complain further.

/** The date of the last accessibility review, shown on the page. */
export const ACCESSIBILITY_REVIEWED = "29 listopada 2026 r.";

export function meta() {
  return [
    { title: "Informacja o dostępności | Outlet" },
    {
      name: "description",
      content: "Jak sklep Outlet spełnia wymagania dostępności, znane ograniczenia i jak zgłosić problem.",
    },
  ];
}

/** `/dostepnosc`: the accessibility information with its report form. */
export default function AccessibilityRoute() {
  return (
    <article className="contact accessibility" aria-labelledby="accessibility-title">
      <h1 id="accessibility-title" className="page-title" tabIndex={-1}>
        Informacja o dostępności
      </h1>
      <p>
        Sklep internetowy Outlet stosuje ustawę z dnia 26 kwietnia 2024 r. o zapewnianiu spełniania wymagań
        dostępności niektórych produktów i usług przez podmioty gospodarcze (Dz.U. 2024 poz. 731), wdrażającą
        dyrektywę (UE) 2019/882.
      </p>
      <section aria-labelledby="accessibility-standard">
        <h2 id="accessibility-standard">Jak spełniamy wymagania</h2>
        <p>
          Strony sklepu — od wyszukiwania i karty produktu, przez koszyk i zamówienie, po konto klienta — są
          projektowane i sprawdzane według normy EN 301 549, czyli Wytycznych WCAG 2.1 na poziomie AA. Każdą
          stronę sklepu, z każdym sposobem dostawy i płatności w zamówieniu, sprawdzamy automatycznie przy
          każdej zmianie (axe, reguły WCAG 2.1 i 2.2 A/AA) na telefonie i komputerze; tak samo ekrany
          zaplecza, z którego pracownicy obsługują zamówienia, zwroty i reklamacje. Treść dopasowuje się do
          ekranu o szerokości 320 pikseli bez przewijania w poziomie, zakup można przeprowadzić samą
          klawiaturą, a animacje ograniczamy, gdy system o to prosi.
        </p>
      </section>
      <section aria-labelledby="accessibility-gaps">
        <h2 id="accessibility-gaps">Czego jeszcze nie spełniamy i co oferujemy zamiast tego</h2>
        <ul>
          <li>
            Porównanie produktów pokazuje się dopiero po wczytaniu skryptów strony. Te same dane znajdziesz na
            kartach produktów.
          </li>
          <li>
            Poradniki w formacie PDF nie zostały jeszcze sprawdzone pod kątem dostępności. Na prośbę wyślemy
            ich treść jako zwykły tekst.
          </li>
        </ul>
      </section>
      <section aria-labelledby="accessibility-date">
        <h2 id="accessibility-date">Data ostatniego przeglądu</h2>
        <p>
          Ostatni przegląd dostępności: <time dateTime="2026-11-29">{ACCESSIBILITY_REVIEWED}</time>
        </p>
      </section>
      <section aria-labelledby="accessibility-complain">
        <h2 id="accessibility-complain">Gdzie złożyć skargę</h2>
        <p>
          Jeśli nie odpowiemy na zgłoszenie albo odpowiedź Cię nie zadowoli, możesz złożyć skargę do Prezesa
          Zarządu Państwowego Funduszu Rehabilitacji Osób Niepełnosprawnych (PFRON), który nadzoruje
          spełnianie wymagań dostępności usług, a także zwrócić się do Rzecznika Praw Obywatelskich lub
          miejskiego albo powiatowego rzecznika konsumentów.
        </p>
      </section>
      <section aria-labelledby="accessibility-report">
        <h2 id="accessibility-report">Zgłoś problem z dostępnością</h2>
        <p>
          Opisz, na której stronie i przy jakiej czynności wystąpił problem. Zgłoszenie trafia do nas tak jak
          wiadomość z formularza kontaktowego; odpowiemy na podany adres e-mail.
        </p>
        <ContactForm subject="Problem z dostępnością" />
      </section>
    </article>
  );
}
