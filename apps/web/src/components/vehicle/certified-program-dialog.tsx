"use client";

import * as Dialog from "@radix-ui/react-dialog";
import { BadgeCheck, X } from "lucide-react";
import { buttonClasses } from "../ui/button.tsx";

type CertifiedProgramDialogProps = { name: string; benefits: string[] };

/** The certified program of the site (spec §2): what certification includes, in a modal dialog. */
export function CertifiedProgramDialog({ name, benefits }: CertifiedProgramDialogProps) {
  return (
    <Dialog.Root>
      <Dialog.Trigger className="inline-flex items-center gap-2 rounded-md border border-emerald-700 px-3 py-2 text-sm font-semibold text-emerald-800 hover:bg-emerald-50">
        <BadgeCheck aria-hidden="true" className="size-5" />
        {name}: what&apos;s included
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/60" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl">
          <Dialog.Title className="text-xl font-bold">{name}</Dialog.Title>
          <Dialog.Description className="mt-2 text-slate-700">
            Every {name} vehicle comes with:
          </Dialog.Description>
          <ul className="mt-4 space-y-2">
            {benefits.map((benefit) => (
              <li key={benefit} className="flex items-center gap-2">
                <BadgeCheck aria-hidden="true" className="size-5 shrink-0 text-emerald-700" />
                {benefit}
              </li>
            ))}
          </ul>
          <Dialog.Close
            aria-label="Close"
            className={buttonClasses("ghost", "icon", "absolute right-3 top-3")}
          >
            <X aria-hidden="true" className="size-5" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
