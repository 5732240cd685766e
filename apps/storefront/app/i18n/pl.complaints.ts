import { formatDate } from "@outlet/formatting";

const day = (value: string): string => formatDate(value, "D MMMM YYYY");

/** Every shopper-facing text of complaints (issue 26), in Polish. */
export const plComplaints = {
  sectionTitle: "Reklamacje",
  lineAction: "Reklamacja",
  lineActionLabel: (product: string) => `Złóż reklamację: ${product}`,
  lineClosed: (reason: string) => reason,
  openUntil: (lastDay: string) => `Reklamację możesz złożyć do ${day(lastDay)}.`,
  none: "Do tego zamówienia nie ma jeszcze reklamacji.",
  intro:
    "Jeśli produkt ma wadę, opisz ją i dodaj zdjęcia. Masz na to 2 lata od dostarczenia; odpowiemy w ciągu 14 dni.",
  pageTitle: (orderNumber: string) => `Reklamacja do zamówienia nr ${orderNumber}`,
  loading: "Wczytywanie…",
  notFound: "Nie znaleziono zamówienia.",
  offline: "Brak połączenia. Spróbuj ponownie za chwilę.",
  product: "Produkt",
  description: "Co jest nie tak?",
  descriptionHint: "Opisz wadę: co się stało i kiedy pojawił się problem (co najmniej 10 znaków).",
  remedy: "Czego żądasz?",
  ground: "Dlaczego żądasz obniżenia ceny lub odstąpienia od umowy?",
  groundHint: "Obniżenia ceny lub odstąpienia od umowy możesz żądać tylko z jednego z tych powodów.",
  photos: "Zdjęcia (nieobowiązkowe)",
  photosHint:
    "Najwyżej 5 zdjęć JPEG, PNG lub HEIC, każde do 10 MB. Usuniemy z nich dane o miejscu i aparacie.",
  photosChosen: (count: number) =>
    count === 1 ? "Wybrano 1 zdjęcie." : count < 5 ? `Wybrano ${count} zdjęcia.` : `Wybrano ${count} zdjęć.`,
  tooManyPhotos: "Możesz dodać najwyżej 5 zdjęć.",
  photoTooBig: (name: string) => `Zdjęcie „${name}” jest większe niż 10 MB.`,
  descriptionTooShort: "Opisz, co jest nie tak (co najmniej 10 znaków).",
  chooseGround: "Wybierz powód.",
  chooseProduct: "Wybierz produkt.",
  submit: "Wyślij reklamację",
  sending: "Wysyłanie…",
  failed: "Nie udało się wysłać reklamacji. Spróbuj ponownie.",
  sentTitle: "Reklamacja przyjęta",
  reference: "Numer reklamacji",
  answerBy: "Odpowiemy najpóźniej",
  sentMail: "Potwierdzenie wysłaliśmy e-mailem.",
  backToOrder: "Wróć do zamówienia",
  seeOpen: (reference: string) => `Zobacz reklamację nr ${reference}`,
  status: "Status",
  received: "Zgłoszona",
  asked: "Żądanie",
  // a neutral team, never a staff member (s19; after-sales-and-law.md §4 names no signature)
  answer: "Odpowiedź działu obsługi klienta",
  answeredBySystem: "Sklep nie odpowiedział w ciągu 14 dni, więc reklamacja została uznana zgodnie z prawem.",
  accepted: (remedy: string) => `Uznana — ${remedy.toLowerCase()}.`,
  rejected: (reason: string) => `Odrzucona. Uzasadnienie: ${reason}`,
  photoAlt: (reference: string, n: number) => `Zdjęcie ${n} do reklamacji ${reference}`,
  day,
} as const;
