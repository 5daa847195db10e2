import { describe, expect, it } from "vitest";
import { oversizedFileMessage } from "./upload-size-check.ts";

describe("the browser's upload size check", () => {
  it("names the first file over the limit; a file at the limit passes", () => {
    const mb = 1024 * 1024;
    expect(oversizedFileMessage([{ name: "a.jpg", size: 5 * mb }], 5 * mb)).toBeNull();
    expect(
      oversizedFileMessage(
        [
          { name: "a.jpg", size: mb },
          { name: "IMG_0001.HEIC", size: 12 * mb },
        ],
        5 * mb,
      ),
    ).toBe("IMG_0001.HEIC is too large: at most 5 MB.");
  });
});
