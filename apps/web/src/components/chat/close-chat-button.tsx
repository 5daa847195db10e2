import { cx } from "../ui/cx.ts";

/** The × that closes a part of the chat (its greeting card, its widget); `placement` places it. */
export function CloseChatButton({
  label,
  onClick,
  placement,
}: {
  /** What it closes, read out in place of the ×. */
  label: string;
  onClick: () => void;
  placement?: string;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className={cx(placement, "rounded p-1 leading-none text-slate-700 hover:bg-slate-100")}
    >
      <span aria-hidden="true" className="text-xl">
        ×
      </span>
    </button>
  );
}
