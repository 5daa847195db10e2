"use client";

import * as Dialog from "@radix-ui/react-dialog";
import { useRef, useState } from "react";
import { Modal } from "../ui/modal.tsx";
import type { Account } from "./account-store.ts";
import { SignInSteps, focusAfterSignIn, signInDescription, useSignIn } from "./sign-in-steps.tsx";
import { SignInButton } from "./sign-in-button.tsx";

export type SignInDialogProps = {
  favouritesKey: string;
  onSignedIn: (account: Account) => void;
  /** Open on first render (the header's stand-in swaps it in when pressed). */
  defaultOpen?: boolean;
  /** The phone header bar's icon button (`SignInButton`). */
  compact?: boolean;
};

/** Sign-in by emailed code in a modal dialog, loaded by the header's "Sign in" button. */
export function SignInDialog({
  favouritesKey,
  onSignedIn,
  defaultOpen = false,
  compact = false,
}: SignInDialogProps) {
  const [isOpen, setIsOpen] = useState(defaultOpen);
  const isSignedIn = useRef(false);
  const signIn = useSignIn(favouritesKey, (account) => {
    isSignedIn.current = true;
    setIsOpen(false);
    onSignedIn(account);
  });

  return (
    <Dialog.Root
      open={isOpen}
      onOpenChange={(open) => {
        setIsOpen(open);
        if (!open) signIn.reset();
      }}
    >
      <Dialog.Trigger asChild>
        <SignInButton compact={compact} />
      </Dialog.Trigger>
      <Modal
        className="w-[min(92vw,26rem)]"
        title="Sign in to your garage"
        description={signInDescription(signIn)}
        onCloseAutoFocus={(event) => {
          // Signed in, the trigger is gone: focus goes where the sign-in led (WCAG 2.4.3).
          if (!isSignedIn.current) return;
          event.preventDefault();
          focusAfterSignIn();
        }}
      >
        <SignInSteps signIn={signIn} />
      </Modal>
    </Dialog.Root>
  );
}
