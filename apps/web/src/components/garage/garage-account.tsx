"use client";

import { useEffect, useId, useRef, useState } from "react";
import { parseFavourites, type Favourite } from "@forecourt/core/garage/favourites";
import {
  SIGN_IN_CODE_LENGTH,
  SIGN_IN_LONG_CODE_LENGTH,
} from "@forecourt/core/garage/sign-in-code-length";
import { Button } from "../ui/button.tsx";
import { useHydrated } from "../ui/hydrated.ts";
import { useOnDemand } from "../ui/on-demand.ts";
import { SignInButton } from "./sign-in-button.tsx";
import type { SignInDialogProps } from "./sign-in-dialog.tsx";
import { garageApi, setAccount, useAccount, type Account } from "./account-store.ts";
import { readStored, writeStored } from "./local-store.ts";
import { useFavourites } from "./use-favourites.ts";

export type GarageAccountProps = {
  favouritesKey: string;
  /**
   * Whether Sign in was pressed before this code arrived (header-account.tsx), asked once: the
   * dialog then opens.
   */
  takeEarlyPress?: () => boolean;
};

const idsOf = (list: readonly Favourite[]) => list.map((car) => car.id).join(",");

/**
 * Sign-in by emailed code (spec §6) in the header of sites that enable it. Signed in, the
 * server's watchlist is the saved list on every device: it replaces the browser's list on load,
 * and each change to the browser's list is saved back. Signing out empties the browser's list.
 */
export function GarageAccount({ favouritesKey, takeEarlyPress }: GarageAccountProps) {
  const account = useAccount();
  const favourites = useFavourites(favouritesKey);
  const synced = useRef<string | null>(null);

  const adopt = (next: Account) => {
    setAccount(next);
    if (next.user) {
      synced.current = idsOf(next.watchlist);
      writeStored(favouritesKey, next.watchlist);
    }
  };

  useEffect(() => {
    void garageApi("/api/auth").then((result) => {
      if (result.ok) adopt(result.data as Account);
    });
    // Once per page load; `adopt` only writes what the server said.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const ids = idsOf(favourites);
  useEffect(() => {
    if (!account?.user || synced.current === null || synced.current === ids) return;
    synced.current = ids;
    void garageApi("/api/auth/watchlist", {
      method: "PUT",
      body: { ids: ids === "" ? [] : ids.split(",").map(Number) },
    }).then((result) => {
      if (result.ok) setAccount(result.data as Account);
    });
  }, [account?.user, ids]);

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
            synced.current = null;
            // The saved list was the account's: it stays with the account, not in this browser.
            writeStored(favouritesKey, []);
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
      takeEarlyPress={takeEarlyPress}
    />
  );
}

const loadSignInDialog = () => import("./sign-in-dialog.tsx").then((module) => module.SignInDialog);

/** The sign-in dialog, loaded when its button is pressed. */
function LazySignInDialog({
  takeEarlyPress,
  ...props
}: SignInDialogProps & Pick<GarageAccountProps, "takeEarlyPress">) {
  const { Loaded, triggerProps } = useOnDemand(loadSignInDialog);
  const { onClick } = triggerProps;
  useEffect(() => {
    if (takeEarlyPress?.()) onClick();
    // On mount: the press that came before this code, taken once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  if (Loaded) return <Loaded {...props} defaultOpen />;
  return <SignInButton {...triggerProps} />;
}

/**
 * Focus once the dialog's sign-in is done: on the garage page its heading (the page now shows
 * the account's list), elsewhere the header's Sign out, where Sign in was.
 */
export function focusAfterSignIn(): void {
  const heading = document.querySelector("[data-garage-view]")
    ? document.querySelector<HTMLElement>("main h1")
    : null;
  if (heading) heading.tabIndex = -1;
  (heading ?? document.querySelector<HTMLElement>("[data-sign-out]"))?.focus();
}

type SignIn = ReturnType<typeof useSignIn>;

/** What the visitor is asked at each step of the sign-in. */
export function signInDescription({ step, email }: Pick<SignIn, "step" | "email">): string {
  return step === "email"
    ? `We will email you a ${SIGN_IN_CODE_LENGTH}-digit code. Your saved vehicles then follow you to every device.`
    : `Enter the code we sent to ${email}. It works for 10 minutes.`;
}

/** Sign-in by emailed code: the email step, then the code step (spec §6). */
export function useSignIn(favouritesKey: string, onSignedIn: (account: Account) => void) {
  const [step, setStep] = useState<"email" | "code">("email");
  const [email, setEmail] = useState("");
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  const sendCode = async (event: React.FormEvent) => {
    event.preventDefault();
    setIsBusy(true);
    const result = await garageApi("/api/auth/code", { method: "POST", body: { email } });
    setIsBusy(false);
    if (!result.ok) return setError(result.message);
    setError(null);
    setStep("code");
  };

  const verify = async (event: React.FormEvent) => {
    event.preventDefault();
    setIsBusy(true);
    const favourites = parseFavourites(readStored(favouritesKey)).map((car) => car.id);
    const result = await garageApi("/api/auth/session", {
      method: "POST",
      body: { email, code, favourites },
    });
    setIsBusy(false);
    if (!result.ok) return setError(result.message);
    setError(null);
    onSignedIn(result.data as Account);
  };

  const reset = () => {
    setStep("email");
    setCode("");
    setError(null);
  };

  return {
    step,
    setStep,
    email,
    setEmail,
    code,
    setCode,
    error,
    setError,
    isBusy,
    sendCode,
    verify,
    reset,
  };
}

export function SignInSteps({ signIn }: { signIn: SignIn }) {
  const { step, setStep, email, setEmail, code, setCode, error, setError, isBusy } = signIn;
  const id = useId();
  // Both steps send only through their script: not before hydration (a native GET would put the
  // email address or the code in the page's address).
  const isHydrated = useHydrated();
  return step === "email" ? (
    <form onSubmit={signIn.sendCode} noValidate className="mt-4 flex flex-col gap-3">
      <label htmlFor={`${id}-email`} className="font-semibold">
        Email
      </label>
      <input
        id={`${id}-email`}
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="rounded-md border border-slate-500 px-3 py-2"
      />
      <ErrorText id={`${id}-error`} error={error} />
      <Button type="submit" disabled={isBusy || !isHydrated}>
        {isBusy ? "Sending..." : "Email me a code"}
      </Button>
    </form>
  ) : (
    <form onSubmit={signIn.verify} noValidate className="mt-4 flex flex-col gap-3">
      <label htmlFor={`${id}-code`} className="font-semibold">
        Code
      </label>
      <input
        id={`${id}-code`}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={SIGN_IN_LONG_CODE_LENGTH}
        required
        value={code}
        onChange={(event) => setCode(event.target.value.replace(/\D/g, ""))}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="rounded-md border border-slate-500 px-3 py-2 text-lg tracking-widest"
      />
      <ErrorText id={`${id}-error`} error={error} />
      <Button type="submit" disabled={isBusy || !isHydrated}>
        {isBusy ? "Checking..." : "Sign in"}
      </Button>
      <button
        type="button"
        className="text-sm font-semibold underline"
        onClick={() => {
          setStep("email");
          setError(null);
        }}
      >
        Use another email or send a new code
      </button>
    </form>
  );
}

function ErrorText({ id, error }: { id: string; error: string | null }) {
  return (
    <p id={id} role="alert" className="min-h-5 text-sm font-semibold text-red-700">
      {error}
    </p>
  );
}
