/** Who pays for a return (the shop settings' `returns.cost`), as the settings form and the audit log name it. */
export const RETURN_COST = [
  { id: "free", name: "Bezpłatny dla klienta" },
  { id: "shopper_pays", name: "Płaci klient" },
];

/** How a return comes back (the shop settings' `returns.method`), as the settings form and the audit log name it. */
export const RETURN_METHOD = [
  { id: "inpost_locker", name: "Paczkomat InPost" },
  { id: "courier", name: "Kurier" },
  { id: "store", name: "W sklepie" },
];
