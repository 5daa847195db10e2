"use client";

import * as Dialog from "@radix-ui/react-dialog";
import { BadgeCheck } from "lucide-react";
import { Modal } from "../ui/modal.tsx";

type CertifiedProgramDialogProps = { name: string; benefits: string[] };

/** The certified program of the site (spec §2): what certification includes, in a modal dialog. */
export function CertifiedProgramDialog({ name, benefits }: CertifiedProgramDialogProps) {
  return (
    <Dialog.Root>
      <Dialog.Trigger className="inline-flex items-center gap-2 rounded-md border border-emerald-700 px-3 py-2 text-sm font-semibold text-emerald-800 hover:bg-emerald-50">
        <BadgeCheck aria-hidden="true" className="size-5" />
        {name}: what&apos;s included
      </Dialog.Trigger>
      <Modal title={name} description={<>Every {name} vehicle comes with:</>}>
        <ul className="mt-4 space-y-2">
          {benefits.map((benefit) => (
            <li key={benefit} className="flex items-center gap-2">
              <BadgeCheck aria-hidden="true" className="size-5 shrink-0 text-emerald-700" />
              {benefit}
            </li>
          ))}
        </ul>
      </Modal>
    </Dialog.Root>
  );
}
