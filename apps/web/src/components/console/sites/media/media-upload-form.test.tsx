// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MediaUploadForm } from "./media-upload-form.tsx";

// The server actions stay on the server: whether the form sent anything is what is looked at.
const sent = vi.hoisted(() => vi.fn(async () => ({ status: "done", message: "In the library." })));
vi.mock("@/server/console/media-actions", () => ({
  mediaUploadAction: sent,
  mediaAltAction: vi.fn(),
}));

afterEach(() => {
  cleanup();
  sent.mockClear();
});

const MB = 1024 * 1024;

async function upload(file: File) {
  render(<MediaUploadForm websiteId={3} maxMb={5} />);
  const input = screen.getByLabelText(/^Image file/) as HTMLInputElement;
  fireEvent.change(input, { target: { files: [file] } });
  fireEvent.change(screen.getByLabelText(/^Alt text/), { target: { value: "A red hatch" } });
  await act(async () => {
    fireEvent.click(screen.getByRole("button", { name: "Upload" }));
  });
  return input;
}

describe("MediaUploadForm", () => {
  it("stops a 12 MB phone photo before sending it, and says why on the file's field", async () => {
    const input = await upload(new File([new Uint8Array(12 * MB)], "IMG_0001.JPG"));
    expect(sent).not.toHaveBeenCalled();
    expect(input.validationMessage).toBe("IMG_0001.JPG is too large: at most 5 MB.");
  });

  it("sends an image within the limit", async () => {
    await upload(new File([new Uint8Array(MB)], "hatch.png", { type: "image/png" }));
    expect(sent).toHaveBeenCalledOnce();
  });
});
