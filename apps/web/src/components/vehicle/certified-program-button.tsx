"use client";

import { BadgeCheck } from "lucide";
import { Icon } from "../ui/icon.tsx";
import { useOnDemand } from "../ui/on-demand.ts";
import type { CertifiedProgramDialogProps } from "./certified-program-dialog.tsx";

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

const loadDialog = () =>
  import("./certified-program-dialog.tsx").then((module) => module.CertifiedProgramDialog);

/** The certified program's dialog, loaded when its button is pressed. */
export function LazyCertifiedProgramDialog(props: CertifiedProgramDialogProps) {
  const { Loaded, triggerProps } = useOnDemand(loadDialog);
  if (Loaded) return <Loaded {...props} defaultOpen />;
  return <CertifiedProgramButton name={props.name} {...triggerProps} />;
}
