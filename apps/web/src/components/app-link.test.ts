import { describe, expect, it } from "vitest";
import { isInAppNavigation, type LinkClick } from "./app-link.tsx";

const plain: LinkClick = {
  defaultPrevented: false,
  button: 0,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
  target: "",
  hasDownload: false,
};

describe("isInAppNavigation", () => {
  it("follows a plain primary click in the app, also on a link that targets its own tab", () => {
    expect(isInAppNavigation(plain)).toBe(true);
    expect(isInAppNavigation({ ...plain, target: "_self" })).toBe(true);
  });

  it("leaves new tabs, new windows and downloads to the browser", () => {
    for (const key of ["metaKey", "ctrlKey", "shiftKey", "altKey"] as const) {
      expect(isInAppNavigation({ ...plain, [key]: true })).toBe(false);
    }
    expect(isInAppNavigation({ ...plain, button: 1 })).toBe(false);
    expect(isInAppNavigation({ ...plain, target: "_blank" })).toBe(false);
    expect(isInAppNavigation({ ...plain, hasDownload: true })).toBe(false);
  });

  it("leaves a click that a handler already took", () => {
    expect(isInAppNavigation({ ...plain, defaultPrevented: true })).toBe(false);
  });
});
