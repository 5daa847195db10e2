"use client";

import { useEffect, useRef } from "react";
import { UserRound } from "lucide";
import { AppLink } from "@/components/app-link";
import type { Favourite } from "@forecourt/core/garage/favourites";
import { Icon } from "../ui/icon.tsx";
import { useOnDemand } from "../ui/on-demand.ts";
import { SignInButton } from "./sign-in-button.tsx";
import type { SignInDialogProps } from "./sign-in-dialog.tsx";
import { garageApi, setAccount, useAccount, type Account } from "./account-store.ts";
import { writeStored } from "./local-store.ts";
import { useFavourites } from "./use-favourites.ts";

/** What the shopper did with the header's early Sign in button. */
export type EarlyButton = { pressed: boolean; focused: boolean };

export type GarageAccountProps = {
  favouritesKey: string;
  /** The browser's recently viewed list (`storage.viewsKey`), emptied on sign-out. */
  viewsKey: string;
  /**
   * Whether Sign in was pressed before this code arrived (header-account.tsx), and whether it had
   * the focus as this code replaced it, asked once: the dialog then opens, the focus stays.
   */
  takeEarly?: () => EarlyButton;
  /**
   * The phone header bar's copy: an icon button to sign in, or a link to `accountHref` once
   * signed in. It leaves loading the account and saving the watchlist to the header's full copy,
   * which every page has.
   */
  compact?: boolean;
  accountHref?: string | null;
};

const idsOf = (list: readonly Favourite[]) => list.map((car) => car.id).join(",");

/**
 * The watchlist as last saved to or read from the account (ids joined), null while signed out:
 * one for the page, so that signing in from any copy of the header lets the full copy save.
 */
let syncedIds: string | null = null;

/**
 * Sign-in by emailed code (spec §6) in the header of sites that enable it. Signed in, the
 * server's watchlist is the saved list on every device: it replaces the browser's list on load,
 * and each change to the browser's list is saved back. Signing out empties the browser's list.
 */
export function GarageAccount({
  favouritesKey,
  viewsKey,
  takeEarly,
  compact = false,
  accountHref = null,
}: GarageAccountProps) {
  const account = useAccount();
  const favourites = useFavourites(favouritesKey);

  const adopt = (next: Account) => {
    setAccount(next);
    if (next.user) {
      syncedIds = idsOf(next.watchlist);
      writeStored(favouritesKey, next.watchlist);
    }
  };

  useEffect(() => {
    if (compact) return;
    void garageApi("/api/auth").then((result) => {
      if (result.ok) adopt(result.data as Account);
    });
    // Once per page load; `adopt` only writes what the server said.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const ids = idsOf(favourites);
  useEffect(() => {
    if (compact || !account?.user || syncedIds === null || syncedIds === ids) return;
    syncedIds = ids;
    void garageApi("/api/auth/watchlist", {
      method: "PUT",
      body: { ids: ids === "" ? [] : ids.split(",").map(Number) },
    }).then((result) => {
      if (result.ok) setAccount(result.data as Account);
    });
  }, [compact, account?.user, ids]);

  if (account?.user && compact) {
    return accountHref ? (
      <AppLink
        href={accountHref}
        prefetch={false}
        className="flex size-11 items-center justify-center rounded"
        data-testid="account-compact"
      >
        <Icon icon={UserRound} className="size-5" />
        <span className="sr-only">My Garage, signed in as {account.user.email}</span>
      </AppLink>
    ) : null;
  }
  if (account?.user) {
    return (
      <div className="flex items-center gap-2 text-sm">
        <span data-testid="signed-in-as">{account.user.email}</span>
        <button
          type="button"
          data-sign-out
          className="rounded px-2 py-1 font-medium underline"
          onClick={async () => {
            await garageApi("/api/auth/session", { method: "DELETE" });
            syncedIds = null;
            // The saved list was the account's: it stays with the account, not in this browser.
            writeStored(favouritesKey, []);
            // What the signed-in shopper looked at is theirs too: the next one here starts afresh.
            writeStored(viewsKey, []);
            setAccount({ user: null, watchlist: [] });
          }}
        >
          Sign out
        </button>
      </div>
    );
  }
  return (
    <LazySignInDialog
      favouritesKey={favouritesKey}
      onSignedIn={adopt}
      takeEarly={takeEarly}
      compact={compact}
    />
  );
}

const loadSignInDialog = () => import("./sign-in-dialog.tsx").then((module) => module.SignInDialog);

/** The sign-in dialog, loaded when its button is pressed. */
function LazySignInDialog({
  takeEarly,
  ...props
}: SignInDialogProps & Pick<GarageAccountProps, "takeEarly">) {
  const { Loaded, triggerProps } = useOnDemand(loadSignInDialog);
  const { onClick } = triggerProps;
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    // On mount: the focus and the press that came before this code, taken once.
    const { pressed, focused } = takeEarly?.() ?? { pressed: false, focused: false };
    if (focused) button.current?.focus();
    if (pressed) onClick();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  if (Loaded) return <Loaded {...props} defaultOpen />;
  return <SignInButton ref={button} compact={props.compact} {...triggerProps} />;
}
