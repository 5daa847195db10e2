import { describe, expect, it } from "vitest";
import { localUserFromLead, parseLocalUser, prefillFromLocalUser } from "./local-user.ts";

describe("parseLocalUser", () => {
  it("keeps the spec §3 User fields, trimmed", () => {
    expect(
      parseLocalUser({
        name: " Jo ",
        last_name: "Citizen",
        email: "jo@example.com",
        phone: "0412345678",
        postcode: "4000",
        message: "not a user field",
      }),
    ).toEqual({
      name: "Jo",
      last_name: "Citizen",
      email: "jo@example.com",
      phone: "0412345678",
      postcode: "4000",
    });
  });

  it("is null for nothing, another shape, empty fields or over-long values", () => {
    expect(parseLocalUser(null)).toBeNull();
    expect(parseLocalUser("jo")).toBeNull();
    expect(parseLocalUser({ name: "", email: "  " })).toBeNull();
    expect(parseLocalUser({ name: "x".repeat(101) })).toBeNull();
  });
});

describe("localUserFromLead", () => {
  it("takes first name as the name, over what was stored, keeping stored fields the form lacked", () => {
    const user = localUserFromLead(
      { name: "Old", postcode: "3000" },
      { first_name: "Jo", last_name: "Citizen", email: "jo@example.com", phone: "" },
    );
    expect(user).toEqual({
      name: "Jo",
      last_name: "Citizen",
      email: "jo@example.com",
      postcode: "3000",
    });
  });

  it("falls back to name when the lead has no first name", () => {
    expect(localUserFromLead(null, { name: "Jo Citizen" })).toEqual({ name: "Jo Citizen" });
  });
});

describe("prefillFromLocalUser", () => {
  it("fills the forms' own field names", () => {
    expect(prefillFromLocalUser({ name: "Jo", email: "jo@example.com" })).toEqual({
      first_name: "Jo",
      email: "jo@example.com",
    });
  });
});
