// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CarPhotoUpload } from "./car-photo-upload.tsx";

const sent = vi.hoisted(() => ({ names: [] as string[], failOnce: new Set<string>() }));
const refresh = vi.hoisted(() => vi.fn());
vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh }) }));
// The network stays out: each send reports half its progress, then its answer.
vi.mock("./send-photo.ts", () => ({
  sendPhoto: vi.fn(async (url: string, file: File, onProgress: (percent: number) => void) => {
    sent.names.push(`${url} ${file.name}`);
    onProgress(50);
    await Promise.resolve();
    if (sent.failOnce.delete(file.name)) {
      return {
        ok: false,
        message: "The photo did not arrive (the connection dropped). Try it again.",
      };
    }
    return { ok: true };
  }),
}));

afterEach(() => {
  cleanup();
  sent.names = [];
  refresh.mockReset();
});

const photo = (name: string, bytes = 1_000) =>
  new File([new Uint8Array(bytes)], name, { type: "image/jpeg" });

async function choose(files: File[]) {
  const input = screen.getByLabelText<HTMLInputElement>("Add photos");
  await act(async () => {
    fireEvent.change(input, { target: { files } });
  });
}

/** A photo's row, found by its progress bar (its name is in its buttons too). */
const rowOf = (name: string) =>
  screen.getByRole("progressbar", { name: `${name} sent` }).closest("li") as HTMLElement;

describe("CarPhotoUpload", () => {
  it("sends each photo on its own; a failed one says why, is retried or removed, the others kept", async () => {
    sent.failOnce.add("b.jpg");
    render(<CarPhotoUpload carId={7} />);
    await choose([photo("a.jpg"), photo("b.jpg"), photo("c.jpg")]);

    expect(sent.names).toEqual([
      "/console/stock/7/photos a.jpg",
      "/console/stock/7/photos b.jpg",
      "/console/stock/7/photos c.jpg",
    ]);
    expect(within(rowOf("a.jpg")).getByText("Added")).toBeTruthy();
    expect(within(rowOf("c.jpg")).getByText("Added")).toBeTruthy();
    const failed = within(rowOf("b.jpg"));
    expect(failed.getByText("Not added")).toBeTruthy();
    expect(failed.getByRole("alert").textContent).toMatch(/connection dropped/);
    expect(refresh).toHaveBeenCalledTimes(2);

    await act(async () => {
      fireEvent.click(failed.getByRole("button", { name: /^Retry/ }));
    });
    expect(sent.names.at(-1)).toBe("/console/stock/7/photos b.jpg");
    expect(within(rowOf("b.jpg")).getByText("Added")).toBeTruthy();
    expect(refresh).toHaveBeenCalledTimes(3);
  });

  it("refuses a photo over the limit before sending it, and Remove takes only that one away", async () => {
    render(<CarPhotoUpload carId={7} />);
    await choose([photo("huge.jpg", 40 * 1024 * 1024), photo("fine.jpg")]);

    expect(sent.names).toEqual(["/console/stock/7/photos fine.jpg"]);
    const huge = within(rowOf("huge.jpg"));
    expect(huge.getByText("Not added")).toBeTruthy();
    expect(huge.getByRole("alert").textContent).not.toBe("");
    await act(async () => {
      fireEvent.click(huge.getByRole("button", { name: /^Remove/ }));
    });
    expect(screen.queryByRole("progressbar", { name: "huge.jpg sent" })).toBeNull();
    expect(within(rowOf("fine.jpg")).getByText("Added")).toBeTruthy();
  });
});
