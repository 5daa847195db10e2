import { describe, expect, it } from "vitest";
import { INVITATION_MESSAGES, invitationSchema } from "./staff-invitation.ts";

const errorsOf = (input: unknown) => {
  const parsed = invitationSchema.safeParse(input);
  return parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join("."), i.message]));
};

describe("invitationSchema", () => {
  it("reads a form's strings: the address lower-cased, ids as numbers, an empty dealership as none", () => {
    expect(
      invitationSchema.parse({
        email: " Ann@Example.COM ",
        websiteId: "3",
        role: "sales",
        dealershipId: "",
      }),
    ).toEqual({ email: "ann@example.com", websiteId: 3, role: "sales" });
    expect(
      invitationSchema.parse({ email: "a@b.co", websiteId: "3", role: "sales", dealershipId: "7" }),
    ).toEqual({ email: "a@b.co", websiteId: 3, role: "sales", dealershipId: 7 });
  });

  it("names each bad field", () => {
    expect(errorsOf({ email: "nope", websiteId: "x", role: "owner", dealershipId: "-1" })).toEqual({
      email: "Please enter a valid email address",
      websiteId: INVITATION_MESSAGES.site,
      role: INVITATION_MESSAGES.role,
      dealershipId: INVITATION_MESSAGES.dealership,
    });
  });

  it("refuses a dealer admin narrowed to a dealership", () => {
    expect(
      errorsOf({ email: "a@b.co", websiteId: "3", role: "dealer-admin", dealershipId: "7" }),
    ).toEqual({
      dealershipId: INVITATION_MESSAGES["admin-narrowed"],
    });
  });
});
