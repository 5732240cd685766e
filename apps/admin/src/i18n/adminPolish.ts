/** The back office's own names: resources and their fields, as react-admin looks them up. */
export const adminPolish = {
  resources: {
    orders: {
      name: "Zamówienie |||| Zamówienia |||| Zamówień",
      fields: {
        increment_id: "Numer",
        created_at: "Złożone",
        status: "Status",
        customer_name: "Klient",
        email: "E-mail",
        grand_total: "Wartość",
        payment_method: "Płatność",
        shipping_carrier: "Dostawa",
        q: "Szukaj",
        from: "Złożone od",
        to: "Złożone do",
        payment: "Płatność",
        delivery: "Dostawa",
      },
    },
    products: {
      name: "Produkt |||| Produkty |||| Produktów",
      fields: {
        sku: "SKU",
        name: "Nazwa",
        enabled: "Status",
        stockQty: "Stan",
        price: "Cena",
        q: "Szukaj",
        status: "Status",
      },
    },
    customers: {
      name: "Klient |||| Klienci |||| Klientów",
      fields: { lastname: "Klient", email: "E-mail", createdAt: "Konto od", q: "Szukaj" },
    },
    staff: {
      name: "Pracownik |||| Pracownicy |||| Pracowników",
      fields: {
        email: "E-mail",
        role: "Rola",
        disabled: "Konto wyłączone",
        totpEnabled: "Drugi składnik",
        mustChangePassword: "Czeka na zmianę hasła",
        createdAt: "Utworzone",
        resetPassword: "Nadaj nowe hasło jednorazowe",
      },
    },
    complaints: {
      name: "Reklamacja |||| Reklamacje |||| Reklamacji",
      fields: {
        reference: "Numer",
        deadline_day: "Odpowiedź do",
        status: "Status",
        order_number: "Zamówienie",
        product_name: "Produkt",
        remedy: "Żądanie",
        email: "E-mail",
      },
    },
    "cms-pages": {
      name: "Strona CMS |||| Strony CMS |||| Stron CMS",
      fields: {
        title: "Tytuł",
        identifier: "Identyfikator (adres)",
        content: "Treść (HTML)",
        meta_title: "Tytuł w wyszukiwarkach (meta title)",
        meta_description: "Opis w wyszukiwarkach (meta description)",
        active: "Aktywna",
        updatedAt: "Szkic zapisany",
      },
    },
    "cms-blocks": {
      name: "Blok CMS |||| Bloki CMS |||| Bloków CMS",
      fields: {
        title: "Tytuł",
        identifier: "Identyfikator",
        content: "Treść (HTML)",
        active: "Aktywny",
        updatedAt: "Szkic zapisany",
      },
    },
    returns: {
      name: "Zwrot |||| Zwroty |||| Zwrotów",
      fields: {
        id: "Nr zwrotu",
        order_number: "Zamówienie",
        created_at: "Zgłoszone",
        name: "Klient",
        email: "E-mail",
        status: "Status",
        refund_amount: "Do zwrotu",
        return_code: "Kod nadania",
        problem_note: "Problem",
      },
    },
    audit: {
      name: "Wpis dziennika |||| Dziennik zmian |||| Dziennik zmian",
      fields: { at: "Kiedy", actor: "Kto", action: "Czynność", entity: "Obiekt", entityId: "Identyfikator" },
    },
  },
} as const;
