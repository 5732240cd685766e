/** German banner texts (the German store view's banner variants, catalogue.md §1). */
export const de = {
  bannersLabel: "Aktionen",
  seeMore: "Mehr sehen",
};
