"use client";
import { useActionState } from "react";
import { CONSOLE_SIGN_IN_PATH } from "@forecourt/core/console/console-paths";
import { SIGN_IN_CODE_INPUT_MAX_LENGTH } from "@forecourt/core/garage/sign-in-code-length";
import { signInAction } from "@/server/console/sign-in-action";
import { IDLE } from "@/server/console/form-state";
import { Button } from "@/components/ui/button";
import { FormNotice } from "../kit/form-notice.tsx";
import { PasskeySignIn } from "./passkey-sign-in.tsx";
import { TextField } from "../kit/text-field.tsx";

/**
 * Email, then the emailed code, in one form whose action answers each step. Without script
 * the browser posts it and the page comes back at the next step. Until a code is sent, a
 * passkey can sign in instead.
 */
export function SignInForm() {
  const [state, action, isPending] = useActionState(signInAction, IDLE);
  const email = state.values?.email ?? "";
  const isCodeStep = state.status === "done" && email !== "";
  return (
    <>
      <form action={action} className="mt-6 grid gap-4" noValidate>
        <FormNotice state={state} takeFocus={false} />
        {isCodeStep ? (
          <CodeStep email={email} error={state.fieldErrors?.code} isPending={isPending} />
        ) : (
          <EmailStep email={email} error={state.fieldErrors?.email} isPending={isPending} />
        )}
      </form>
      {isCodeStep ? null : <PasskeySignIn />}
    </>
  );
}

type StepProps = { email: string; error: string | undefined; isPending: boolean };

/** The first step: the work address the code is emailed to. */
function EmailStep({ email, error, isPending }: StepProps) {
  return (
    <>
      <TextField
        id="email"
        label="Work email"
        isRequired
        error={error}
        hint="We will email you a code to sign in with."
        name="email"
        type="email"
        autoComplete="email"
        defaultValue={email}
      />
      <Button type="submit" disabled={isPending}>
        Email me a code
      </Button>
    </>
  );
}

/** The second step: the code emailed to the address given, which takes the focus. */
function CodeStep({ email, error, isPending }: StepProps) {
  return (
    <>
      <input type="hidden" name="email" value={email} />
      <p className="text-slate-700">
        Signing in as <strong>{email}</strong>.{" "}
        <a className="text-blue-800 underline" href={CONSOLE_SIGN_IN_PATH}>
          Use another address
        </a>
      </p>
      <TextField
        id="code"
        label="Sign-in code"
        isRequired
        error={error}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={SIGN_IN_CODE_INPUT_MAX_LENGTH}
        autoFocus
      />
      <Button type="submit" disabled={isPending}>
        Sign in
      </Button>
    </>
  );
}
