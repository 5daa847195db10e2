"use client";
import { useState } from "react";
import { startAuthentication } from "@simplewebauthn/browser";
import {
  passkeySignInOptionsAction,
  signInWithPasskeyAction,
} from "@/server/console/passkey-sign-in-action";
import { ScriptButton } from "../kit/script-button.tsx";

const CANCELLED = "No passkey was used. Try again or use an emailed code.";

/** "Sign in with a passkey": any passkey this browser holds for the console (no address asked). */
export function PasskeySignIn() {
  const [message, setMessage] = useState("");
  const [isPending, setPending] = useState(false);

  async function signIn() {
    setPending(true);
    setMessage("");
    try {
      const options = await passkeySignInOptionsAction();
      if (!options.ok) return setMessage(options.message);
      const response = await startAuthentication({ optionsJSON: options.value }).catch(() => null);
      if (!response) return setMessage(CANCELLED);
      const result = await signInWithPasskeyAction(response);
      if (!result.ok) return setMessage(result.message);
      window.location.assign(result.value);
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="mt-8 grid gap-3 border-t border-slate-200 pt-6">
      <p className="text-slate-700">Or, if you have added a passkey to your account:</p>
      <ScriptButton variant="outline" disabled={isPending} onClick={() => void signIn()}>
        Sign in with a passkey
      </ScriptButton>
      <p role="alert" className={message ? "text-red-800" : "sr-only"}>
        {message}
      </p>
    </div>
  );
}
