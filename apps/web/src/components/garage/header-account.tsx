"use client";

import { useRef } from "react";
import { useLoadedAfterHydration } from "../ui/on-demand.ts";
import type { EarlyButton } from "./garage-account.tsx";
import { SignInButton } from "./sign-in-button.tsx";

const loadGarageAccount = () =>
  import("./garage-account.tsx").then((module) => module.GarageAccount);

/**
 * Sign-in, or the signed-in shopper's email, in the header of sites with accounts
 * (`GarageAccount`): its code is fetched once the page has hydrated rather than named with every
 * site's pages. Until it arrives, the same "Sign in" button; a press then opens the dialog when
 * the code is here, once (not again when the shopper later signs out), and a shopper who had
 * tabbed to it keeps the focus on the button that replaces it.
 */
export function HeaderAccount(props: {
  favouritesKey: string;
  viewsKey: string;
  /** The phone header bar's copy: an icon button, beside the menu rather than inside it. */
  compact?: boolean;
  /** Where the compact copy sends a signed-in shopper (My Garage). */
  accountHref?: string | null;
}) {
  const { compact = false, accountHref = null } = props;
  const { Loaded: GarageAccount } = useLoadedAfterHydration(loadGarageAccount);
  const early = useRef<EarlyButton>({ pressed: false, focused: false });
  const takeEarly = () => {
    const was = early.current;
    early.current = { pressed: false, focused: false };
    return was;
  };
  if (GarageAccount)
    return (
      <GarageAccount {...props} takeEarly={takeEarly} compact={compact} accountHref={accountHref} />
    );
  return (
    <SignInButton
      compact={compact}
      aria-haspopup="dialog"
      onClick={() => (early.current.pressed = true)}
      // Asked as React takes the button away, while it is still in the page.
      ref={(button) => () => {
        early.current.focused = button !== null && button === document.activeElement;
      }}
    />
  );
}
