import { describe, expect, it } from "vitest";
import { leadPushNotice, pushNoticeSchema } from "./push-notice.ts";

const lead = { id: "abc", path: "/console/leads/abc" };
const car = { year: 2021, make: "Mazda", model: "CX-5" };

describe("leadPushNotice", () => {
  it("names the form, the car and the shopper's first name only", () => {
    const notice = leadPushNotice(
      "new-lead",
      { form: "Test drive", car, firstName: "Jo Citizen" },
      lead,
    );
    expect(notice).toEqual({
      title: "New lead: Test drive",
      body: "Jo about the 2021 Mazda CX-5",
      url: "/console/leads/abc",
      tag: "new-lead:abc",
    });
    expect(pushNoticeSchema.parse(notice)).toEqual(notice);
  });

  it("says what it can without a name or a car", () => {
    expect(leadPushNotice("lead-reply", { form: "General", car, firstName: null }, lead).body).toBe(
      "About the 2021 Mazda CX-5",
    );
    const bare = leadPushNotice(
      "lead-assigned",
      { form: "General", car: null, firstName: "" },
      lead,
    );
    expect(bare).toMatchObject({ title: "Lead assigned to you: General", body: "" });
  });

  it("names the form in every kind's title, the car and the first name in its body", () => {
    const facts = { form: "Reservation", car, firstName: "Sam Shopper" };
    const titles = (
      ["new-lead", "lead-assigned", "lead-reply", "reminder-due", "deposit-paid"] as const
    ).map((event) => {
      const notice = leadPushNotice(event, facts, lead);
      expect(notice.body).toBe("Sam about the 2021 Mazda CX-5");
      return notice.title;
    });
    expect(titles).toEqual([
      "New lead: Reservation",
      "Lead assigned to you: Reservation",
      "A shopper replied: Reservation",
      "Reminder due: Reservation",
      "Deposit paid: Reservation",
    ]);
  });
});
