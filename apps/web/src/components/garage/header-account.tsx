"use client";

import { useRef } from "react";
import { useLoadedAfterHydration } from "../ui/on-demand.ts";
import { SignInButton } from "./sign-in-button.tsx";

const loadGarageAccount = () =>
  import("./garage-account.tsx").then((module) => module.GarageAccount);

/**
 * Sign-in, or the signed-in shopper's email, in the header of sites with accounts
 * (`GarageAccount`): its code is fetched once the page has hydrated rather than named with every
 * site's pages. Until it arrives, the same "Sign in" button; a press then opens the dialog when
 * the code is here, once (not again when the shopper later signs out).
 */
export function HeaderAccount({
  favouritesKey,
  viewsKey,
  compact = false,
  accountHref = null,
}: {
  favouritesKey: string;
  viewsKey: string;
  /** The phone header bar's copy: an icon button, beside the menu rather than inside it. */
  compact?: boolean;
  /** Where the compact copy sends a signed-in shopper (My Garage). */
  accountHref?: string | null;
}) {
  const { Loaded: GarageAccount } = useLoadedAfterHydration(loadGarageAccount);
  const earlyPress = useRef(false);
  const takeEarlyPress = () => {
    const wasPressed = earlyPress.current;
    earlyPress.current = false;
    return wasPressed;
  };
  if (GarageAccount)
    return (
      <GarageAccount
        favouritesKey={favouritesKey}
        viewsKey={viewsKey}
        takeEarlyPress={takeEarlyPress}
        compact={compact}
        accountHref={accountHref}
      />
    );
  return (
    <SignInButton
      compact={compact}
      aria-haspopup="dialog"
      onClick={() => (earlyPress.current = true)}
    />
  );
}
