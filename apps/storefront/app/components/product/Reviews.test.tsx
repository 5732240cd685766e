import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Reviews } from "./Reviews";

const review = (id: string, rating: number) => ({
  id,
  title: `Opinia ${id}`,
  detail: "Dobra jakość.",
  nickname: "Anna",
  rating,
  createdAt: "",
  verified: false,
});

describe("Reviews", () => {
  it("draws an average of 3,5 with three full stars and a half, not four", () => {
    const { container } = render(<Reviews reviews={[review("1", 3), review("2", 4)]} />);
    const average = screen.getByRole("img", { name: "Ocena 3,5 na 5" });
    expect(container.querySelector(".reviews__summary")).toHaveTextContent("Średnia ocena 3,5 z 5 (2)");
    expect([...average.querySelectorAll(".star")].map((star) => star.getAttribute("data-fill"))).toEqual([
      "100",
      "100",
      "100",
      "50",
      "0",
    ]);
  });

  it("says how reviews are checked, even before the first one", () => {
    render(<Reviews reviews={[]} />);
    expect(screen.getByTestId("reviews-checked")).toHaveTextContent(
      /^Jak sprawdzamy opinie: opinię może dodać zalogowany klient albo kupujący z linku/,
    );
    expect(screen.getByRole("link", { name: "Zasady opinii w regulaminie (§10)." })).toHaveAttribute(
      "href",
      "/regulamin",
    );
  });

  it("marks only a review tied to an order as a verified purchase", () => {
    render(<Reviews reviews={[{ ...review("1", 5), verified: true }, review("2", 4)]} />);
    const items = screen.getAllByRole("listitem");
    expect(items[0]).toHaveTextContent("Zweryfikowany zakup");
    expect(items[1]).not.toHaveTextContent("Zweryfikowany zakup");
  });
});
