import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Stars } from "./Stars";

const fills = (container: HTMLElement) =>
  [...container.querySelectorAll(".star")].map((star) => star.getAttribute("data-fill"));

describe("Stars", () => {
  it("draws an average of 3,5 as three full stars, a half and an empty one, named with the value", () => {
    const { container } = render(<Stars rating={3.5} />);
    expect(screen.getByRole("img", { name: "Ocena 3,5 na 5" })).toBeInTheDocument();
    expect(fills(container)).toEqual(["100", "100", "100", "50", "0"]);
    expect(container.querySelectorAll<HTMLElement>(".star__fill")[3]?.style.width).toBe("50%");
  });

  it("rounds to the nearest half and keeps whole ratings whole", () => {
    const { container, rerender } = render(<Stars rating={4} />);
    expect(screen.getByRole("img", { name: "Ocena 4 na 5" })).toBeInTheDocument();
    expect(fills(container)).toEqual(["100", "100", "100", "100", "0"]);
    rerender(<Stars rating={4.2} />);
    expect(fills(container)).toEqual(["100", "100", "100", "100", "0"]);
    rerender(<Stars rating={4.3} />);
    expect(screen.getByRole("img", { name: "Ocena 4,5 na 5" })).toBeInTheDocument();
  });
});
