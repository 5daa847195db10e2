"use client";

import { useId, useState } from "react";
import { parseFavourites } from "@forecourt/core/garage/favourites";
import {
  SIGN_IN_CODE_LENGTH,
  SIGN_IN_CODE_INPUT_MAX_LENGTH,
} from "@forecourt/core/garage/sign-in-code-length";
import { Button } from "../ui/button.tsx";
import { useHydrated } from "../ui/hydrated.ts";
import { garageApi, type Account } from "./account-store.ts";
import { readStored } from "./local-store.ts";

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
    ? `We will email you a code of ${SIGN_IN_CODE_LENGTH} digits. Your saved vehicles then follow you to every device.`
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
        maxLength={SIGN_IN_CODE_INPUT_MAX_LENGTH}
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
