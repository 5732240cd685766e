import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { VariantPicker } from "./VariantPicker";

const options = [
  {
    code: "size",
    label: "Rozmiar",
    values: [
      { id: "167", label: "XS", attribute_code: "size", available: true, selected: true },
      { id: "169", label: "M", attribute_code: "size", available: false, selected: false },
    ],
  },
  {
    code: "color",
    label: "Kolor",
    values: [{ id: "49", label: "Czarny", attribute_code: "color", available: true, selected: false }],
  },
];

describe("VariantPicker", () => {
  it("labels each group, marks the chosen value pressed and unavailable values disabled", () => {
    render(<VariantPicker options={options} swatches={{ "49": "#1f1f1f" }} onPick={() => {}} />);
    expect(screen.getByRole("group", { name: /Rozmiar/ })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Rozmiar XS" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("button", { name: "Rozmiar M (niedostępny)" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
    expect(screen.getByRole("button", { name: "Kolor Czarny" }).querySelector(".swatch")).toHaveStyle({
      backgroundColor: "#1f1f1f",
    });
  });

  it("reports a pick, also of an unavailable value (the page then explains it)", () => {
    const onPick = vi.fn();
    render(<VariantPicker options={options} swatches={{}} onPick={onPick} />);
    fireEvent.click(screen.getByRole("button", { name: "Rozmiar M (niedostępny)" }));
    expect(onPick).toHaveBeenCalledWith("size", expect.objectContaining({ id: "169" }));
  });

  it("names a colour crossed out for the chosen size and explains the crossing once (issue 32)", () => {
    const withSoldOutColour = [
      {
        code: "color",
        label: "Kolor",
        values: [
          { id: "49", label: "Czarny", attribute_code: "color", available: true, selected: true },
          { id: "58", label: "Czerwony", attribute_code: "color", available: false, selected: false },
        ],
      },
      {
        code: "size",
        label: "Rozmiar",
        values: [{ id: "169", label: "M", attribute_code: "size", available: true, selected: true }],
      },
    ];
    render(
      <VariantPicker
        options={withSoldOutColour}
        swatches={{ "49": "#1f1f1f", "58": "#c0392b" }}
        onPick={() => {}}
      />,
    );
    const red = screen.getByRole("button", { name: "Czerwony – rozmiar M wyprzedany" });
    expect(red).toHaveAttribute("title", "Czerwony – rozmiar M wyprzedany");
    expect(red).toHaveAccessibleDescription("Przekreślone kolory są niedostępne w rozmiarze M.");
    expect(screen.getByRole("button", { name: "Kolor Czarny" })).not.toHaveAttribute("title");
    expect(screen.getAllByText("Przekreślone kolory są niedostępne w rozmiarze M.")).toHaveLength(1);
  });

  it("shows no hint when every colour has the chosen size", () => {
    render(<VariantPicker options={options} swatches={{ "49": "#1f1f1f" }} onPick={() => {}} />);
    expect(screen.queryByTestId("crossed-colours-hint")).toBeNull();
  });
});
