import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { TestPaymentForm } from "./test-payment-form.tsx";

describe("TestPaymentForm", () => {
  it("is served with its card field and Pay button disabled until the page has hydrated", () => {
    const html = renderToStaticMarkup(
      <TestPaymentForm paymentRef="tp_RES-ABCD1234" amount="$500" />,
    );
    const input = /<input[^>]*>/.exec(html)?.[0] ?? "";
    const button = /<button[^>]*>Pay \$500<\/button>/.exec(html)?.[0] ?? "";
    expect(input).toContain('name="card_number"');
    expect(input).toContain('disabled=""');
    expect(button).toContain('type="submit"');
    expect(button).toContain('disabled=""');
  });
});
