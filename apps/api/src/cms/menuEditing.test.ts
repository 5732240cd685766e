import { describe, expect, it } from "vitest";
import { publishedMenu } from "./menuEditing.js";

const categories = [{ id: 5, url_key: "sukienki", name: "Sukienki", level: 3 }];

describe("publishedMenu", () => {
  it("links each target as the shop does and leaves hidden entries out", () => {
    const menu = publishedMenu(
      [
        {
          label: "Sukienki",
          type: "category",
          categoryId: 5,
          visible: true,
          children: [
            { label: "Ukryta", type: "url", url: "/tag/nowosci", visible: false },
            { label: "Regulamin", type: "cms_page", pageIdentifier: "regulamin", visible: true },
          ],
        },
        { label: "Stara", type: "url", url: "/tag/archiwum", visible: false, children: [] },
        { label: "Blog", type: "url", url: "https://blog.example", visible: true, children: [] },
      ],
      categories,
    );
    expect(menu).toEqual([
      {
        id: 100,
        parentId: 0,
        label: "Sukienki",
        url: "/category/sukienki",
        children: [{ id: 101, parentId: 100, label: "Regulamin", url: "/cms-page/regulamin", children: [] }],
      },
      { id: 200, parentId: 0, label: "Blog", url: "https://blog.example", children: [] },
    ]);
  });
});
