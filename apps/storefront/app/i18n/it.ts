/** Italian banner texts (the Italian store view's banner variants, catalogue.md §1). */
export const it = {
  bannersLabel: "Promozioni",
  seeMore: "Scopri di più",
};
