import { z } from "zod";

/** The name a staff member gives a passkey, so they can tell their passkeys apart. */
export const passkeyNameSchema = z
  .string({ error: "Name the passkey." })
  .trim()
  .min(1, { error: "Name the passkey." })
  .max(60, { error: "Keep the name to 60 characters." });

/** The console's form that removes one of the user's own passkeys. */
export const removePasskeySchema = z.object({
  passkeyId: z.uuid({ error: "That passkey is not there." }),
});
