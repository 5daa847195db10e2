// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { VIN_SCAN_MESSAGES, VinScan } from "./vin-scan.tsx";

// The reader (zxing-wasm) stands in: whether it was loaded is what is looked at.
const reader = vi.hoisted(() => ({ loaded: 0 }));
vi.mock("./vin-barcode.ts", () => {
  reader.loaded += 1;
  return { vinInImage: vi.fn(async () => "1HGCM82633A004352"), watchForVin: vi.fn() };
});

const getUserMedia = vi.fn<(constraints: MediaStreamConstraints) => Promise<MediaStream>>();
Object.defineProperty(navigator, "mediaDevices", {
  configurable: true,
  value: { getUserMedia },
});

afterEach(() => {
  cleanup();
  getUserMedia.mockReset();
});

describe("VinScan", () => {
  it("asks for no camera and loads no reader until Scan is pressed", async () => {
    getUserMedia.mockRejectedValue(new DOMException("Permission denied", "NotAllowedError"));
    render(<VinScan onVin={vi.fn()} />);
    expect(getUserMedia).not.toHaveBeenCalled();
    expect(reader.loaded).toBe(0);

    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Scan" }));
    });
    expect(reader.loaded).toBe(1);
    expect(getUserMedia).toHaveBeenCalledExactlyOnceWith({
      video: { facingMode: "environment" },
    });
    // Refused (or no camera): the photo of the label is offered, and typing stays.
    expect(await screen.findByText(VIN_SCAN_MESSAGES.noCamera)).toBeTruthy();
    expect(screen.getByLabelText("Or photograph the VIN label")).toBeTruthy();
  });

  it("reads the VIN from a photo of the label where the camera cannot be opened", async () => {
    getUserMedia.mockRejectedValue(new DOMException("No camera", "NotFoundError"));
    const onVin = vi.fn();
    render(<VinScan onVin={onVin} />);
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Scan" }));
    });
    const photo = new File([new Uint8Array(8)], "label.png", { type: "image/png" });
    await act(async () => {
      fireEvent.change(screen.getByLabelText("Or photograph the VIN label"), {
        target: { files: [photo] },
      });
    });
    expect(onVin).toHaveBeenCalledWith("1HGCM82633A004352");
    // The scan closes once the VIN is read.
    expect(screen.getByRole("button", { name: "Scan" })).toBeTruthy();
  });
});
