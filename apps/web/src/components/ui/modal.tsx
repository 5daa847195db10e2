"use client";

import * as Dialog from "@radix-ui/react-dialog";
import { X } from "lucide";
import { Icon } from "./icon.tsx";
import { buttonClasses } from "./button.tsx";
import { cx } from "./cx.ts";

type ModalProps = {
  title: React.ReactNode;
  description: React.ReactNode;
  /** The panel's width classes, in place of the default "w-[min(92vw,28rem)]". */
  className?: string;
  /** Where focus goes on closing; prevent the event's default to send it elsewhere than the trigger. */
  onCloseAutoFocus?: (event: Event) => void;
  children: React.ReactNode;
};

/**
 * The body of a modal dialog: its overlay, a centred panel with a title, a description and a
 * close button. Goes inside a `Dialog.Root` next to the trigger, which the caller owns.
 */
export function Modal({ title, description, className, onCloseAutoFocus, children }: ModalProps) {
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/60" />
      <Dialog.Content
        onCloseAutoFocus={onCloseAutoFocus}
        className={cx(
          "fixed left-1/2 top-1/2 z-50 -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 text-slate-900 shadow-xl",
          className ?? "w-[min(92vw,28rem)]",
        )}
      >
        <Dialog.Title className="text-xl font-bold">{title}</Dialog.Title>
        <Dialog.Description className="mt-2 text-slate-700">{description}</Dialog.Description>
        {children}
        <Dialog.Close
          aria-label="Close"
          className={buttonClasses("ghost", "icon", "absolute right-3 top-3")}
        >
          <Icon icon={X} className="size-5" />
        </Dialog.Close>
      </Dialog.Content>
    </Dialog.Portal>
  );
}
