// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { LeadQuickContact } from "./lead-quick-contact.tsx";

afterEach(cleanup);

const lead = {
  phone: "+61412345678",
  email: "jo@shop.test",
  firstName: "Jo",
  name: "Jo Citizen",
};

/** The link's address; jsdom runs the words of its hidden "Jo" into the verb ("CallJo"). */
const hrefOf = (name: string) =>
  screen
    .getByRole("link", { name: new RegExp(`^${name.replace(" ", "\\s*")}$`) })
    .getAttribute("href");

describe("LeadQuickContact", () => {
  it("calls the number in E.164, and Text and Email open the console's own replies where the site texts", () => {
    render(<LeadQuickContact lead={lead} canText mayChange />);
    expect(hrefOf("Call Jo")).toBe("tel:+61412345678");
    expect(hrefOf("Text Jo")).toBe("#reply-by-text");
    expect(hrefOf("Email Jo")).toBe("#reply-by-email");
  });

  it("opens the phone's messages app when the site has no SMS, and mail for a reader", () => {
    render(<LeadQuickContact lead={lead} canText={false} mayChange />);
    expect(hrefOf("Text Jo")).toBe("sms:+61412345678");
    cleanup();
    render(<LeadQuickContact lead={lead} canText mayChange={false} />);
    expect(hrefOf("Text Jo")).toBe("sms:+61412345678");
    expect(hrefOf("Email Jo")).toBe("mailto:jo@shop.test");
  });

  it("offers only what the lead has", () => {
    render(<LeadQuickContact lead={{ ...lead, phone: null }} canText mayChange />);
    expect(screen.getAllByRole("link").map((link) => link.textContent)).toEqual(["Email Jo"]);
  });
});
