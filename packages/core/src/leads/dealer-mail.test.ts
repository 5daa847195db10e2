import { describe, expect, it } from "vitest";
import { dealerMail } from "./dealer-mail.ts";

const sender = {
  siteName: "Metro Pre-Owned",
  logoUrl: "https://metro.example/media/logo.png",
  signature: ["Sam Sales", "Metro Pre-Owned", "03 9555 0100"],
};

describe("a dealer's mail to a shopper", () => {
  it("gives the same words as HTML and as text, with the logo and the signature", () => {
    const { text, html } = dealerMail(
      "Hi Olivia,\n\nThe car is here: https://metro.example/cars/hilux-sr5.\nSee you <Saturday> & then.",
      sender,
    );
    expect(text).toBe(
      "Hi Olivia,\n\nThe car is here: https://metro.example/cars/hilux-sr5.\nSee you <Saturday> & then.\n\n-- \nSam Sales\nMetro Pre-Owned\n03 9555 0100",
    );
    expect(html).toContain(
      '<img src="https://metro.example/media/logo.png" alt="Metro Pre-Owned" height="48"',
    );
    expect(html).toContain('<p style="margin:0 0 1em">Hi Olivia,</p>');
    // A web address is a link (its sentence's full stop left out); markup typed stays text.
    expect(html).toContain(
      'The car is here: <a href="https://metro.example/cars/hilux-sr5">https://metro.example/cars/hilux-sr5</a>.<br>\nSee you &lt;Saturday&gt; &amp; then.',
    );
    expect(html).toContain("Sam Sales<br>\nMetro Pre-Owned<br>\n03 9555 0100</p>");
  });

  it("leaves out what the site does not have", () => {
    const { text, html } = dealerMail("Hello", { siteName: "A&B", logoUrl: null, signature: [] });
    expect(text).toBe("Hello");
    expect(html).not.toContain("<img");
    expect(html).toContain("<title>A&amp;B</title>");
  });
});
