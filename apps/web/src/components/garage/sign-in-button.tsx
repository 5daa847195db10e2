"use client";

import { UserRound } from "lucide";
import { Icon } from "../ui/icon.tsx";

/** The header's "Sign in" button, the same before and after the dialog's code loads. */
export function SignInButton(props: React.ComponentProps<"button">) {
  return (
    <button
      type="button"
      className="flex items-center gap-1 rounded px-3 py-2 font-medium hover:underline"
      {...props}
    >
      <Icon icon={UserRound} className="size-5" />
      Sign in
    </button>
  );
}
