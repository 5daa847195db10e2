"use client";

import { UserRound } from "lucide";
import { Icon } from "../ui/icon.tsx";

type SignInButtonProps = React.ComponentProps<"button"> & {
  /** The phone header's bar: the icon alone in a 44×44 target, its words for screen readers. */
  compact?: boolean;
};

/** The header's "Sign in" button, the same before and after the dialog's code loads. */
export function SignInButton({ compact = false, ...props }: SignInButtonProps) {
  return (
    <button
      type="button"
      className={
        compact
          ? "flex size-11 items-center justify-center rounded hover:underline"
          : "flex items-center gap-1 rounded px-3 py-2 font-medium hover:underline"
      }
      data-compact={compact || undefined}
      {...props}
    >
      <Icon icon={UserRound} className="size-5" />
      <span className={compact ? "sr-only" : undefined}>Sign in</span>
    </button>
  );
}
