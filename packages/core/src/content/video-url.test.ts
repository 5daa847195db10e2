import { describe, expect, it } from "vitest";
import { parseVideoUrl } from "./video-url.ts";

describe("parseVideoUrl", () => {
  it("takes a YouTube watch link and its short form as the same video", () => {
    const watch = parseVideoUrl("https://www.youtube.com/watch?v=q3Vb7kT0yWc&t=42");
    expect(watch).toEqual({
      ok: true,
      provider: "youtube",
      id: "q3Vb7kT0yWc",
      url: "https://www.youtube.com/watch?v=q3Vb7kT0yWc",
    });
    expect(parseVideoUrl("https://youtu.be/q3Vb7kT0yWc")).toEqual(watch);
  });

  it("takes a Vimeo video", () => {
    expect(parseVideoUrl("https://vimeo.com/76979871")).toMatchObject({ ok: true, id: "76979871" });
  });

  it("refuses a search page, a channel and a watch link without its video", () => {
    for (const url of [
      "https://www.youtube.com/results?search_query=Jayco%20awning",
      "https://www.youtube.com/@jayco",
      "https://www.youtube.com/watch?v=short",
      "https://vimeo.com/channels/staffpicks",
    ]) {
      expect(parseVideoUrl(url)).toEqual({ ok: false, reason: "not-one-video" });
    }
  });

  it("refuses another site and what is not an https address", () => {
    expect(parseVideoUrl("https://example.com/watch?v=q3Vb7kT0yWc")).toEqual({
      ok: false,
      reason: "not-a-video-host",
    });
    expect(parseVideoUrl("http://www.youtube.com/watch?v=q3Vb7kT0yWc")).toEqual({
      ok: false,
      reason: "not-a-url",
    });
    expect(parseVideoUrl("not a url")).toEqual({ ok: false, reason: "not-a-url" });
  });
});
