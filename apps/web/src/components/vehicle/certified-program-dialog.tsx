"use client";

import * as Dialog from "@radix-ui/react-dialog";
import { BadgeCheck } from "lucide";
import { Icon } from "../ui/icon.tsx";
import { Modal } from "../ui/modal.tsx";
import { CertifiedProgramButton } from "./certified-program-button.tsx";

export type CertifiedProgramDialogProps = {
  name: string;
  benefits: string[];
  /** Open on first render (`LazyCertifiedProgramDialog` swaps it in when pressed). */
  defaultOpen?: boolean;
};

/** The certified program of the site (spec §2): what certification includes, in a modal dialog. */
export function CertifiedProgramDialog({
  name,
  benefits,
  defaultOpen = false,
}: CertifiedProgramDialogProps) {
  return (
    <Dialog.Root defaultOpen={defaultOpen}>
      <Dialog.Trigger asChild>
        <CertifiedProgramButton name={name} />
      </Dialog.Trigger>
      <Modal title={name} description={<>Every {name} vehicle comes with:</>}>
        <ul className="mt-4 space-y-2">
          {benefits.map((benefit) => (
            <li key={benefit} className="flex items-center gap-2">
              <Icon icon={BadgeCheck} className="size-5 shrink-0 text-emerald-700" />
              {benefit}
            </li>
          ))}
        </ul>
      </Modal>
    </Dialog.Root>
  );
}
