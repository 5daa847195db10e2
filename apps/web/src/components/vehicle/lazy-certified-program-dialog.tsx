"use client";

import { useOnDemand } from "../ui/on-demand.ts";
import { CertifiedProgramButton } from "./certified-program-button.tsx";
import type { CertifiedProgramDialogProps } from "./certified-program-dialog.tsx";

const loadDialog = () =>
  import("./certified-program-dialog.tsx").then((module) => module.CertifiedProgramDialog);

/** The certified program's dialog, loaded when its button is pressed. */
export function LazyCertifiedProgramDialog(props: CertifiedProgramDialogProps) {
  const { Loaded, triggerProps } = useOnDemand(loadDialog);
  if (Loaded) return <Loaded {...props} defaultOpen />;
  return <CertifiedProgramButton name={props.name} {...triggerProps} />;
}
