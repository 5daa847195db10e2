import { describe, expect, it } from "vitest";
import type { MediaStore, MediaUpload } from "../../media/media-store.ts";
import { seedMedia } from "./seed-media.ts";

describe("seedMedia", () => {
  it("puts the files one after another (the store writes on the seed's one connection)", async () => {
    let running = 0;
    let most = 0;
    const stored: string[] = [];
    const store = {
      kind: "database",
      put: async (file: MediaUpload) => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 1));
        stored.push(file.id);
        running -= 1;
      },
    } as unknown as MediaStore;
    const media = Array.from({ length: 12 }, (_, i) => ({
      id: `file-${i}`,
      contentType: "image/webp",
      bytes: Buffer.from([i]),
    }));
    await seedMedia(store, media);
    expect(stored).toEqual(media.map((file) => file.id));
    expect(most).toBe(1);
  });
});
