import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startShop } from "./shopHarness.js";
import type { Json, RunningServer } from "./startServer.js";

// Demo product videos (issue 15, catalogue.md §3 "media_gallery … optional video with video id"): three
// demo products carry a video entry, and the API serves the file and its Polish captions itself.
let api: RunningServer;
let withVideo: Json[];
beforeAll(async () => {
  api = await startShop();
  const res = await api.post("/api/catalog/catalog/product/_search?request_format=search-query&size=999", {
    _appliedFilters: [{ attribute: "type_id", value: { eq: "configurable" }, scope: "default" }],
  });
  withVideo = (res.body.hits.hits as Json[])
    .map((hit) => hit._source)
    .filter((p: Json) => (p.media_gallery as Json[] | undefined)?.some((entry) => entry.typ === "video"));
}, 60_000);
afterAll(() => api.stop());

describe("demo product videos", () => {
  it("seeds a dress, a jacket and a shirt with a video second in the gallery", () => {
    expect(withVideo.map((p) => String(p.sku).slice(0, 3)).sort()).toEqual(["KOS", "KUR", "SUK"]);
    const dress = withVideo.find((p) => String(p.sku).startsWith("SUK-")) as Json;
    const entry = (dress.media_gallery as Json[])[1] as Json;
    expect(entry).toMatchObject({
      typ: "video",
      pos: 2,
      image: dress.image,
      lab: `Film: ${dress.name}`,
      vid: {
        video_id: "demo-sukienka",
        url: "/media/video/sukienka.webm",
        title: `${dress.name} – film`,
        captions: "/media/video/sukienka.pl.vtt",
      },
    });
  });

  it("serves the video as WebM under 200 kB and its captions as Polish WebVTT", async () => {
    const video = await api.request(`/media/video/sukienka.webm`);
    expect(video.status).toBe(200);
    expect(video.headers.get("content-type")).toBe("video/webm");
    const bytes = new Uint8Array(await video.arrayBuffer());
    // EBML magic number of a Matroska/WebM file.
    expect([...bytes.slice(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
    expect(bytes.length).toBeLessThan(200_000);
    const captions = await api.request(`/media/video/sukienka.pl.vtt`);
    expect(captions.headers.get("content-type")).toMatch(/^text\/vtt/);
    expect(await captions.text()).toMatch(/^WEBVTT[\s\S]*Obracamy model/);
  });

  it("answers 404 for any file not on its list", async () => {
    for (const name of ["other.webm", "..%2Fpackage.json", "sukienka.webm.bak"]) {
      expect((await api.request(`/media/video/${name}`)).status, name).toBe(404);
    }
  });
});
