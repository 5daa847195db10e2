import { z } from "zod";
import { requestCodeSchema } from "../garage/sign-in.ts";
import { GRANT_ROLES } from "./staff-roles.ts";
import { rowIdField } from "../domain/row-id.ts";

/** An invitation is open this long; the invitee's first sign-in within it takes it up. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export const INVITATION_MESSAGES = {
  site: "Choose one of your sites",
  role: "Choose a role",
  dealership: "Choose one of this site's dealerships",
  "admin-narrowed": "Dealer admin and marketing work on the whole site: leave the dealership empty",
} as const;

const optionalId = (message: string) =>
  z.preprocess(
    (value) => (value === "" || value === null ? undefined : value),
    rowIdField(message).optional(),
  );

/** The invite form: who, on which site, as what, and for sales optionally one dealership. */
export const invitationSchema = z
  .object({
    email: requestCodeSchema.shape.email,
    websiteId: rowIdField(INVITATION_MESSAGES.site),
    role: z.enum(GRANT_ROLES, { error: INVITATION_MESSAGES.role }),
    dealershipId: optionalId(INVITATION_MESSAGES.dealership),
  })
  .refine((invite) => invite.role === "sales" || invite.dealershipId === undefined, {
    path: ["dealershipId"],
    message: INVITATION_MESSAGES["admin-narrowed"],
  });
export type Invitation = z.infer<typeof invitationSchema>;

/** Removing one user's grant on one site. */
export const removeGrantSchema = z.object({
  grantId: rowIdField(),
});

/** A pending invitation's buttons (send again, withdraw): the invitation's id. */
export const invitationChangeSchema = z.object({
  invitationId: z.uuid("Choose an invitation."),
});
