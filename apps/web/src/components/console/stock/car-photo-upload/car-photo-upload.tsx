"use client";
import { useId, useState } from "react";
import { useRouter } from "next/navigation";
import { consoleCarPath } from "@forecourt/core/console/console-paths";
import { oversizedPhoto } from "@forecourt/core/stock/car-photo";
import { ScriptButton } from "../../kit/script-button.tsx";
import { PhotoRow, type PhotoItem } from "./photo-row.tsx";
import { sendPhoto } from "./send-photo.ts";

let nextKey = 0;

/**
 * Photos from the phone's camera or library, each sent on its own with its progress shown: one
 * that fails (too large, checked here before sending; unreadable; a dropped connection) says
 * why and can be sent again or removed, and the others go on. The car's photo list is shown
 * afresh once a photo is added.
 */
export function CarPhotoUpload({ carId }: { carId: number }) {
  const { items, setItems, send, choose } = usePhotoSending(carId);
  return (
    <div className="grid gap-3">
      <PhotoPicker onChoose={choose} />
      {items.length > 0 ? (
        <ul aria-label="Photos being added" className="grid gap-2">
          {items.map((item) => (
            <PhotoRow
              key={item.key}
              item={item}
              onRetry={() => void send(item)}
              onRemove={() => setItems((all) => all.filter((other) => other.key !== item.key))}
            />
          ))}
        </ul>
      ) : null}
      {items.some((item) => item.state === "done") ? (
        <div>
          <ScriptButton
            variant="outline"
            onClick={() => setItems((all) => all.filter((item) => item.state !== "done"))}
          >
            Clear the photos added
          </ScriptButton>
        </div>
      ) : null}
    </div>
  );
}

/** The photos chosen and how each is getting on; `send` sends (or sends again) one of them. */
function usePhotoSending(carId: number) {
  const router = useRouter();
  const [items, setItems] = useState<PhotoItem[]>([]);
  const update = (key: number, change: Partial<PhotoItem>) =>
    setItems((all) => all.map((item) => (item.key === key ? { ...item, ...change } : item)));

  async function send(item: PhotoItem) {
    const tooLarge = oversizedPhoto([item.file]);
    if (tooLarge) return update(item.key, { state: "failed", message: tooLarge, percent: 0 });
    update(item.key, { state: "sending", message: "", percent: 0 });
    const result = await sendPhoto(`${consoleCarPath(carId)}/photos`, item.file, (percent) =>
      update(item.key, { percent }),
    );
    if (result.ok) {
      update(item.key, { state: "done", percent: 100 });
      router.refresh();
    } else {
      update(item.key, { state: "failed", message: result.message });
    }
  }

  async function choose(files: File[]) {
    const chosen = files.map((file): PhotoItem => ({
      key: nextKey++,
      file,
      state: "waiting",
      percent: 0,
      message: "",
    }));
    setItems((all) => [...all, ...chosen]);
    // One after another: a phone's upload is shared, and each photo's progress means something.
    for (const item of chosen) await send(item);
  }

  return { items, setItems, send, choose };
}

/** The file picker: photos from the camera or the library, emptied once they are taken. */
function PhotoPicker({ onChoose }: { onChoose: (files: File[]) => Promise<void> }) {
  const inputId = useId();
  return (
    <div>
      <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-slate-800">
        Add photos
      </label>
      <input
        id={inputId}
        type="file"
        accept="image/*"
        multiple
        aria-describedby={`${inputId}-hint`}
        className="block w-full text-sm"
        onChange={(event) => {
          const files = [...(event.currentTarget.files ?? [])];
          event.currentTarget.value = "";
          void onChoose(files);
        }}
      />
      <p id={`${inputId}-hint`} className="mt-1 text-sm text-slate-600">
        From the camera or the library: JPEG, PNG, WebP or HEIC, each sent as soon as chosen.
      </p>
    </div>
  );
}
