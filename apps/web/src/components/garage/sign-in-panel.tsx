"use client";

import { useId } from "react";
import { SignInSteps, signInDescription, useSignIn } from "./sign-in-steps.tsx";

type SignInPanelProps = { favouritesKey: string; redirect: string };

/** The sign-in page's form: signed in, the visitor goes on to where the link said. */
export function SignInPanel({ favouritesKey, redirect }: SignInPanelProps) {
  const signIn = useSignIn(favouritesKey, () => window.location.assign(redirect));
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-lg border border-slate-200 p-6">
      <h2 id={`${id}-title`} className="text-xl font-semibold">
        Sign in
      </h2>
      <p className="mt-2 text-slate-700" aria-live="polite">
        {signInDescription(signIn)}
      </p>
      <SignInSteps signIn={signIn} />
    </section>
  );
}
