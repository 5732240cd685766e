import { expect, test } from "@playwright/test";
import { API_ORIGIN, open } from "./shopper";

/**
 * The product video (issue 15, catalogue.md §3 "media_gallery … optional video with video id"): the demo
 * dress with a video shows it second in its gallery as a thumbnail with a play mark; the keyboard plays it
 * in a `<video>` with controls and Polish captions, served by the reference API on the shop's origin.
 */
test.use({ serviceWorkers: "block" });

async function dressWithVideo(request: import("@playwright/test").APIRequestContext): Promise<string> {
  const response = await request.post(
    `${API_ORIGIN}/api/catalog/catalog/product/_search?request_format=search-query&size=999`,
    {
      data: { _appliedFilters: [{ attribute: "type_id", value: { eq: "configurable" }, scope: "default" }] },
    },
  );
  const hits = (await response.json()).hits.hits as {
    _source: { sku: string; url_path: string; media_gallery?: { typ?: string }[] };
  }[];
  const dress = hits
    .map((hit) => hit._source)
    .find(
      (source) =>
        source.sku.startsWith("SUK-") && source.media_gallery?.some((entry) => entry.typ === "video"),
    );
  expect(dress).toBeDefined();
  return `/${dress?.url_path}`;
}

for (const { name, viewport } of [
  { name: "desktop", viewport: { width: 1280, height: 800 } },
  { name: "phone", viewport: { width: 390, height: 844 } },
]) {
  test(`the gallery shows the product video and plays it from the keyboard with Polish captions (${name})`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    await open(page, await dressWithVideo(request));
    const thumb = page.getByRole("button", { name: /^Odtwórz film: .+ – film$/ });
    await expect(thumb).toHaveCount(1);
    await expect(thumb.locator(".gallery__play-mark")).toBeVisible();
    await thumb.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/product-video-thumb-${name}.png` });

    await thumb.focus();
    await page.keyboard.press("Enter");
    const video = page.getByTestId("gallery-video");
    await expect(video).toBeVisible();
    await expect(video).toHaveAttribute("aria-label", /^Film: .+ – film$/);
    await expect(video).toHaveAttribute("src", /^\/media\/video\/sukienka\.webm$/);
    // The file plays: its metadata arrives and time moves on.
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.duration > 0)).toBe(true);
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime > 0))
      .toBe(true);
    // Polish captions: the track loads its cues.
    await expect
      .poll(() =>
        video.evaluate((element: HTMLVideoElement) => {
          const track = element.textTracks[0];
          return track ? `${track.language}:${track.cues?.length ?? 0}` : "";
        }),
      )
      .toBe("pl:2");
    await video.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/product-video-playing-${name}.png` });

    // Back to a picture: the main image's play button (a keyboard button) starts it again.
    await page.getByRole("button", { name: "Pokaż zdjęcie 1" }).click();
    await expect(video).toHaveCount(0);
    await page
      .getByRole("button", { name: /^Odtwórz film/ })
      .first()
      .click();
    await expect(page.getByTestId("gallery-video")).toBeVisible();
  });
}
