"use client";
import { useEffect, useId, useRef, useState } from "react";
import { ScriptButton } from "../../kit/script-button.tsx";

const VIN_SCAN_MESSAGES = {
  noCamera: "The camera could not be opened: photograph the label below, or type the VIN.",
  notFound: "No VIN barcode was found in that photo: try again closer, or type the VIN.",
  looking: "Point the camera at the VIN barcode on the door jamb or windscreen.",
} as const;

/**
 * Scan: the phone's camera reads the VIN label's barcode (Code 39, Data Matrix or QR) in the
 * browser. Nothing is loaded and no camera permission is asked until Scan is pressed; a photo of
 * the label does the same where the camera cannot be opened, and typing is always there.
 */
export function VinScan({ onVin }: { onVin: (vin: string) => void }) {
  const scan = useVinScan(onVin);
  if (!scan.isOpen) {
    return (
      <ScriptButton variant="outline" onClick={() => void scan.openCamera()}>
        Scan
      </ScriptButton>
    );
  }
  return <ScanPanel {...scan} />;
}

/** The camera watching for a VIN barcode, and a photo read instead; `close` stops both. */
function useVinScan(onVin: (vin: string) => void) {
  const [isOpen, setIsOpen] = useState(false);
  const [message, setMessage] = useState("");
  const video = useRef<HTMLVideoElement>(null);
  const stop = useRef<() => void>(() => {});
  useEffect(() => () => stop.current(), []);

  function close() {
    stop.current();
    setIsOpen(false);
    setMessage("");
  }

  function finish(vin: string) {
    close();
    onVin(vin);
  }

  async function openCamera() {
    setIsOpen(true);
    const scanner = await import("./vin-barcode.ts");
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: "environment" } });
    } catch {
      setMessage(VIN_SCAN_MESSAGES.noCamera);
      return;
    }
    const abort = new AbortController();
    stop.current = () => {
      abort.abort();
      for (const track of stream.getTracks()) track.stop();
    };
    if (!video.current) return stop.current();
    video.current.srcObject = stream;
    await video.current.play().catch(() => {});
    setMessage(VIN_SCAN_MESSAGES.looking);
    const vin = await scanner.watchForVin(video.current, abort.signal);
    stop.current();
    if (vin) finish(vin);
  }

  async function readPhoto(file: File | undefined) {
    if (!file) return;
    const scanner = await import("./vin-barcode.ts");
    const vin = await scanner.vinInImage(file).catch(() => null);
    if (vin) finish(vin);
    else setMessage(VIN_SCAN_MESSAGES.notFound);
  }

  return { isOpen, message, video, openCamera, readPhoto, close };
}

/** The open scan: the camera's picture, what it says, a photo of the label instead, and Close. */
function ScanPanel({
  message,
  video,
  readPhoto,
  close,
}: Omit<ReturnType<typeof useVinScan>, "isOpen" | "openCamera">) {
  const photoId = useId();
  return (
    <div className="mt-2 grid basis-full gap-2 rounded border border-slate-300 p-2">
      <video ref={video} muted playsInline className="max-h-64 w-full bg-slate-900" />
      <p role="status" className="text-sm text-slate-700">
        {message}
      </p>
      <label htmlFor={photoId} className="text-sm font-medium text-slate-800">
        Or photograph the VIN label
      </label>
      <input
        id={photoId}
        type="file"
        accept="image/*"
        capture="environment"
        className="block w-full text-sm"
        onChange={(event) => void readPhoto(event.currentTarget.files?.[0])}
      />
      <ScriptButton variant="outline" onClick={close}>
        Close the scan
      </ScriptButton>
    </div>
  );
}
