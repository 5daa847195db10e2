"use client";
import { useRouter } from "next/navigation";
import { startRegistration } from "@simplewebauthn/browser";
import { passkeyNameSchema } from "@forecourt/core/console/staff-passkey";
import {
  passkeyRegistrationOptionsAction,
  registerPasskeyAction,
} from "@/server/console/passkey-registration-action";
import type { FormState } from "@/server/console/form-state";
import { Button } from "@/components/ui/button";
import { useHydrated } from "@/components/ui/hydrated";
import { ConsoleForm } from "../kit/console-form.tsx";
import { TextField } from "../kit/text-field.tsx";

const CANCELLED = "No passkey was made: the browser or the authenticator stopped it.";

/**
 * Makes the passkey named in the form: the name is checked before the authenticator is asked
 * (the server checks it again), then the browser makes it (WebAuthn) and the server keeps it.
 */
async function addPasskey(_: FormState, form: FormData): Promise<FormState> {
  const name = String(form.get("name") ?? "");
  const named = passkeyNameSchema.safeParse(name);
  if (!named.success) {
    const message = named.error.issues[0]?.message ?? "Name the passkey.";
    return { status: "error", fieldErrors: { name: message }, values: { name } };
  }
  const options = await passkeyRegistrationOptionsAction();
  if (!options.ok) return { status: "error", message: options.message };
  const response = await startRegistration({ optionsJSON: options.value }).catch(() => null);
  if (!response) return { status: "error", message: CANCELLED, values: { name } };
  const added = await registerPasskeyAction(name, response);
  if (!added.ok) return { status: "error", message: added.message, values: { name } };
  return { status: "done", message: added.value };
}

/**
 * Names a new passkey, then asks the browser to make it and the server to keep it. Needs
 * script, as WebAuthn does; the sign-in code keeps working without it. A refused name is said
 * in the form's live region as well as beside the field, which takes the focus.
 */
export function AddPasskeyForm() {
  const router = useRouter();
  // Without the script the form would only put the name in the address: it waits for it.
  const isHydrated = useHydrated();
  const action = async (state: FormState, form: FormData) => {
    const answer = await addPasskey(state, form);
    if (answer.status === "done") router.refresh();
    return answer;
  };
  return (
    <ConsoleForm
      action={action}
      hidden={{}}
      className="mt-4 grid max-w-md gap-4"
      isFieldRefusalSaid
    >
      {(state, { isPending }) => (
        <>
          <TextField
            id="passkey-name"
            label="Passkey name"
            isRequired
            error={state.fieldErrors?.name}
            hint="So you can tell it apart, such as “Work laptop”."
            name="name"
            maxLength={60}
            defaultValue={state.values?.name}
          />
          <Button type="submit" disabled={!isHydrated || isPending}>
            Add a passkey
          </Button>
        </>
      )}
    </ConsoleForm>
  );
}
