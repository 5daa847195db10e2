import { z } from "zod";

/**
 * Spec §3 User, stored locally after a first enquiry so later forms start filled in. Only the
 * contact fields a lead asks for; every field may be missing.
 */
const localUserSchema = z.object({
  name: z.string().max(100).optional(),
  last_name: z.string().max(100).optional(),
  email: z.string().max(254).optional(),
  phone: z.string().max(40).optional(),
  postcode: z.string().max(10).optional(),
});
export type LocalUser = z.infer<typeof localUserSchema>;

export const LOCAL_USER_FIELDS = ["name", "last_name", "email", "phone", "postcode"] as const;

/** The stored user read back; null for nothing, a value of another shape, or all fields empty. */
export function parseLocalUser(value: unknown): LocalUser | null {
  if (typeof value !== "object" || value === null) return null;
  const picked: Record<string, string> = {};
  for (const key of LOCAL_USER_FIELDS) {
    const field = (value as Record<string, unknown>)[key];
    if (typeof field === "string" && field.trim() !== "") picked[key] = field.trim();
  }
  const parsed = localUserSchema.safeParse(picked);
  return parsed.success && Object.keys(parsed.data).length > 0 ? parsed.data : null;
}

/**
 * The User a submitted lead leaves behind: its own contact fields, first name standing in for
 * name (spec §3), merged over what was stored so a form without a postcode keeps the old one.
 */
export function localUserFromLead(
  previous: LocalUser | null,
  lead: Record<string, unknown>,
): LocalUser | null {
  const name = lead.first_name ?? lead.name;
  return parseLocalUser({
    ...previous,
    ...Object.fromEntries(
      [
        ["name", name],
        ["last_name", lead.last_name],
        ["email", lead.email],
        ["phone", lead.phone],
        ["postcode", lead.postcode],
      ].filter(([, v]) => typeof v === "string" && v.trim() !== ""),
    ),
  });
}

/** Form field values a stored User fills in: its name is the forms' first name. */
export function prefillFromLocalUser(user: LocalUser): Record<string, string> {
  const values: Record<string, string> = {};
  if (user.name) values.first_name = user.name;
  if (user.last_name) values.last_name = user.last_name;
  if (user.email) values.email = user.email;
  if (user.phone) values.phone = user.phone;
  if (user.postcode) values.postcode = user.postcode;
  return values;
}
