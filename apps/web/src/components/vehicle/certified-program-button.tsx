"use client";

import { BadgeCheck } from "lucide";
import { Icon } from "../ui/icon.tsx";

/** The button that opens the certified program's dialog, the same before and after it loads. */
export function CertifiedProgramButton({
  name,
  ...props
}: React.ComponentProps<"button"> & { name: string }) {
  return (
    <button
      type="button"
      className="inline-flex items-center gap-2 rounded-md border border-emerald-700 px-3 py-2 text-sm font-semibold text-emerald-800 hover:bg-emerald-50"
      {...props}
    >
      <Icon icon={BadgeCheck} className="size-5" />
      {name}: what&apos;s included
    </button>
  );
}
