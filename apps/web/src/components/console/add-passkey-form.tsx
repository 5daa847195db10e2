"use client";
import { useState } from "react";
import { useRouter } from "next/navigation";
import { startRegistration } from "@simplewebauthn/browser";
import { passkeyNameSchema } from "@forecourt/core/console/staff-passkey";
import {
  passkeyRegistrationOptionsAction,
  registerPasskeyAction,
} from "@/server/console/passkey-registration-action";
import type { FormState } from "@/server/console/form-state";
import { IDLE } from "@/server/console/form-state";
import { Button } from "@/components/ui/button";
import { useHydrated } from "@/components/ui/hydrated";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { FormNotice } from "./kit/form-notice.tsx";

const CANCELLED = "No passkey was made: the browser or the authenticator stopped it.";

/**
 * Names a new passkey, then asks the browser to make it (WebAuthn) and the server to keep it.
 * Needs script, as WebAuthn does; the sign-in code keeps working without it.
 */
export function AddPasskeyForm() {
  const router = useRouter();
  const [state, setState] = useState<FormState>(IDLE);
  const [isPending, setPending] = useState(false);
  // Without the script the form would only put the name in the address: it waits for it.
  const isHydrated = useHydrated();

  async function add(form: HTMLFormElement) {
    const name = String(new FormData(form).get("name") ?? "");
    // The name is checked before the authenticator is asked (the server checks it again).
    const named = passkeyNameSchema.safeParse(name);
    if (!named.success) {
      const message = named.error.issues[0]?.message ?? "Name the passkey.";
      return setState({ status: "error", fieldErrors: { name: message }, values: { name } });
    }
    setPending(true);
    try {
      const options = await passkeyRegistrationOptionsAction();
      if (!options.ok) return setState({ status: "error", message: options.message });
      const response = await startRegistration({ optionsJSON: options.value }).catch(() => null);
      if (!response) return setState({ status: "error", message: CANCELLED, values: { name } });
      const added = await registerPasskeyAction(name, response);
      if (!added.ok) return setState({ status: "error", message: added.message, values: { name } });
      setState({ status: "done", message: added.value });
      form.reset();
      router.refresh();
    } finally {
      setPending(false);
    }
  }

  return (
    <form
      className="mt-4 grid max-w-md gap-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void add(event.currentTarget);
      }}
    >
      <FormNotice state={state} />
      <Field
        id="passkey-name"
        label="Passkey name"
        isRequired
        error={state.fieldErrors?.name}
        hint="So you can tell it apart, such as “Work laptop”."
      >
        {(control) => (
          <Input {...control} name="name" maxLength={60} defaultValue={state.values?.name} />
        )}
      </Field>
      <Button type="submit" disabled={!isHydrated || isPending}>
        Add a passkey
      </Button>
    </form>
  );
}
