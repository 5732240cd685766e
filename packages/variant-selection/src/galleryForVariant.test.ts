import { describe, expect, it } from "vitest";
import { galleryForVariant } from "./galleryForVariant.js";

const children = [
  { sku: "SUK-3630-CZE-M", color: 58, size: 169, image: "/dress/red/suk-3630.png" },
  { sku: "SUK-3630-CZE-L", color: 58, size: 170, image: "/dress/red/suk-3630.png" },
  { sku: "SUK-3630-GRA-M", color: 59, size: 169, image: "/dress/navy/suk-3630.png" },
];
const gallery = [
  { image: "/dress/red/suk-3630.png", typ: "image", lab: "Czerwony" },
  { image: "/dress/red/suk-3630.png", typ: "video", lab: "Film" },
  { image: "/dress/red/suk-3630-2.png", typ: "image", lab: "Czerwony, tył" },
  { image: "/dress/navy/suk-3630.png", typ: "image", lab: "Granatowy" },
  { image: "/dress/navy/suk-3630-2.png", typ: "image", lab: "Granatowy, tył" },
  { image: "/shared/fabric.png", typ: "image", lab: "Tkanina" },
];

describe("galleryForVariant", () => {
  it("keeps the chosen colour's pictures and the shared entries (video, pictures of no colour)", () => {
    expect(galleryForVariant(gallery, children, 58).map((entry) => entry.lab)).toEqual([
      "Czerwony",
      "Film",
      "Czerwony, tył",
      "Tkanina",
    ]);
    expect(galleryForVariant(gallery, children, "59").map((entry) => entry.lab)).toEqual([
      "Film",
      "Granatowy",
      "Granatowy, tył",
      "Tkanina",
    ]);
  });

  it("returns the whole gallery without a chosen colour or when no picture is that colour's", () => {
    expect(galleryForVariant(gallery, children, undefined)).toHaveLength(6);
    expect(galleryForVariant(gallery, children, 60)).toHaveLength(6);
    expect(galleryForVariant(gallery, [], 58)).toHaveLength(6);
  });

  it("treats a folder shared by several colours as shared", () => {
    const flat = [
      { sku: "A-RED", color: 1, image: "/p/a-red.png" },
      { sku: "A-NAVY", color: 2, image: "/p/a-navy.png" },
    ];
    const pictures = [{ image: "/p/a-red.png" }, { image: "/p/a-navy.png" }, { image: "/p/a-detail.png" }];
    expect(galleryForVariant(pictures, flat, 1).map((entry) => entry.image)).toEqual([
      "/p/a-red.png",
      "/p/a-detail.png",
    ]);
  });
});
