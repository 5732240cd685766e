import { describe, expect, it } from "vitest";
import { getThumbnailPath, processURLAddress, productThumbnailPath, thumbnailSizes } from "./imagePaths";

describe("processURLAddress", () => {
  it("prefixes paths starting with / with the API URL", () => {
    expect(processURLAddress("/img/", { apiUrl: "https://api.sklep.pl" })).toBe("https://api.sklep.pl/img/");
  });

  it("leaves other URLs unchanged", () => {
    expect(processURLAddress("https://cdn.pl/x", { apiUrl: "https://api.sklep.pl" })).toBe(
      "https://cdn.pl/x",
    );
    expect(processURLAddress()).toBe("");
  });
});

describe("getThumbnailPath", () => {
  const config = {
    apiUrl: "https://api.sklep.pl",
    images: { baseUrl: "/img/", productPlaceholder: "/ph.svg" },
  };

  it("builds base + w/h/resize + path", () => {
    expect(getThumbnailPath("/s/u/a.jpg", 600, 828, "product", config)).toBe(
      "https://api.sklep.pl/img/600/828/resize/s/u/a.jpg",
    );
  });

  it("defaults width and height to 0", () => {
    expect(getThumbnailPath("/a.jpg", undefined, undefined, undefined, config)).toBe(
      "https://api.sklep.pl/img/0/0/resize/a.jpg",
    );
  });

  it("gives the placeholder for blank and no_selection paths", () => {
    expect(getThumbnailPath("no_selection", 150, 150, "product", config)).toBe("/ph.svg");
    expect(getThumbnailPath("", 150, 150, "product", config)).toBe("/ph.svg");
    expect(getThumbnailPath(null, 150, 150)).toBe("");
  });

  it("prefixes the specific path of the type", () => {
    const specific = {
      images: { ...config.images, useSpecificImagePaths: true, paths: { category: "/cat" } },
    };
    expect(getThumbnailPath("/a.jpg", 1, 2, "category", specific)).toBe("/img/1/2/resize/cat/a.jpg");
    expect(getThumbnailPath("/a.jpg", 1, 2, "product", specific)).toBe("/img/1/2/resize/a.jpg");
  });

  it("returns the URL as is with useExactUrlsNoProxy", () => {
    expect(getThumbnailPath("/a.jpg", 1, 2, "product", { images: { useExactUrlsNoProxy: true } })).toBe(
      "/a.jpg",
    );
  });

  it("URL-encodes absolute URLs and query strings", () => {
    expect(
      getThumbnailPath("https://cdn.pl/a.jpg?v=1", 1, 2, "product", { images: { baseUrl: "/img/" } }),
    ).toBe("/img/1/2/resizehttps%3A%2F%2Fcdn.pl%2Fa.jpg%3Fv%3D1");
  });

  it("fills a {{url}} template once per placeholder", () => {
    const template = {
      images: { proxyUrl: "https://proxy.pl/?u={{url}}&w={{width}}&h={{height}}", baseUrl: "/img/" },
    };
    expect(getThumbnailPath("/a.jpg", 150, 150, "product", template)).toBe(
      "https://proxy.pl/?u=/a.jpg&w=150&h=150",
    );
  });
});

describe("thumbnailSizes", () => {
  it("matches catalogue §9", () => {
    expect(thumbnailSizes).toEqual({
      cart: { width: 150, height: 150 },
      gallery: { width: 600, height: 744 },
      list: { width: 600, height: 828 },
    });
  });
});

describe("productThumbnailPath", () => {
  it("uses the product's own image", () => {
    expect(productThumbnailPath({ type_id: "simple", image: "/p.jpg" })).toBe("/p.jpg");
  });

  it("uses the first child's image for an unconfigured configurable without an image", () => {
    expect(
      productThumbnailPath({
        type_id: "configurable",
        image: "",
        configurable_children: [{ image: "/c1.jpg" }, { image: "/c2.jpg" }],
      }),
    ).toBe("/c1.jpg");
  });

  it("falls back to the first child with a real image", () => {
    expect(
      productThumbnailPath({
        type_id: "configurable",
        image: "no_selection",
        configurable_children: [{ image: "no_selection" }, { image: "/c2.jpg" }],
      }),
    ).toBe("/c2.jpg");
  });

  it("keeps the parent image once configured", () => {
    expect(
      productThumbnailPath({
        type_id: "configurable",
        image: "",
        is_configured: true,
        configurable_children: [{ image: "/c.jpg" }],
      }),
    ).toBe("");
  });
});
