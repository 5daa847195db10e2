import { describe, expect, it } from "vitest";
import { STAFF_HOLD_MESSAGES, staffHoldSchema } from "./staff-hold.ts";

const parse = (input: Record<string, unknown>) => staffHoldSchema.safeParse(input);
const messages = (input: Record<string, unknown>) =>
  parse(input).error?.issues.map((issue) => [issue.path.join("."), issue.message]);

describe("a staff hold's form", () => {
  it("holds for 48 hours unless told, with a name and a phone or an email", () => {
    expect(parse({ carId: "7", name: " Pat ", phone: "0412 345 678", hours: "" }).data).toEqual({
      carId: 7,
      name: "Pat",
      phone: "0412 345 678",
      email: "",
      hours: 48,
    });
    expect(
      parse({ carId: 7, name: "Pat", email: "pat@example.com", hours: "336" }).data,
    ).toMatchObject({ email: "pat@example.com", hours: 336 });
  });

  it("refuses no way to reach the buyer, no name, and a hold past 14 days or under an hour", () => {
    expect(messages({ carId: 7, name: "Pat" })).toEqual([["phone", STAFF_HOLD_MESSAGES.contact]]);
    expect(messages({ carId: 7, name: " ", phone: "0412345678" })).toEqual([
      ["name", STAFF_HOLD_MESSAGES.name],
    ]);
    for (const hours of ["337", "0", "1.5", "soon"]) {
      expect(messages({ carId: 7, name: "Pat", phone: "0412345678", hours })).toEqual([
        ["hours", STAFF_HOLD_MESSAGES.hours],
      ]);
    }
    expect(messages({ carId: 7, name: "Pat", phone: "call me" })).toEqual([
      ["phone", STAFF_HOLD_MESSAGES.phone],
    ]);
  });
});
