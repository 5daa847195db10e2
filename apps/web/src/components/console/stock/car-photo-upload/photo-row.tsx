"use client";
import { ScriptButton } from "../../kit/script-button.tsx";

export type PhotoItem = {
  key: number;
  file: File;
  state: "waiting" | "sending" | "done" | "failed";
  /** The share sent, 0 to 100. */
  percent: number;
  /** Why it failed, in the server's (or the size check's) words. */
  message: string;
};

const STATE_WORDS = {
  waiting: "Waiting",
  sending: "Sending",
  done: "Added",
  failed: "Not added",
} as const satisfies Record<PhotoItem["state"], string>;

/** One photo being added: its name, a progress bar, and when it failed, why, Retry and Remove. */
export function PhotoRow({
  item,
  onRetry,
  onRemove,
}: {
  item: PhotoItem;
  onRetry: () => void;
  onRemove: () => void;
}) {
  const name = item.file.name || "Photo";
  return (
    <li className="rounded border border-slate-300 p-2">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="break-all text-sm font-medium">{name}</span>
        <span className="text-sm text-slate-700">
          {STATE_WORDS[item.state]}
          {item.state === "sending" ? ` ${item.percent}%` : ""}
        </span>
      </div>
      <progress
        className="mt-1 h-2 w-full"
        max={100}
        value={item.percent}
        aria-label={`${name} sent`}
      />
      {item.state === "failed" ? (
        <div className="mt-1 grid gap-2">
          <p role="alert" className="text-sm text-red-800">
            {item.message}
          </p>
          <div className="flex gap-2">
            <ScriptButton variant="outline" size="sm" onClick={onRetry}>
              Retry<span className="sr-only"> {name}</span>
            </ScriptButton>
            <ScriptButton variant="outline" size="sm" onClick={onRemove}>
              Remove<span className="sr-only"> {name}</span>
            </ScriptButton>
          </div>
        </div>
      ) : null}
    </li>
  );
}
