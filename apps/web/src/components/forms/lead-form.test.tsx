import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { generalEnquiryForm } from "@forecourt/core/forms/definitions/enquiry-forms";
import { testFormSite } from "@forecourt/core/testing/form-site";
import { LeadForm } from "./lead-form.tsx";

vi.mock("next/navigation", () => ({ useRouter: () => ({ push: () => undefined }) }));

describe("LeadForm", () => {
  it("is served with its submit disabled until the page has hydrated, its fields open", () => {
    const html = renderToStaticMarkup(
      <LeadForm form={generalEnquiryForm(testFormSite.options)} site={testFormSite} />,
    );
    const submit = /<button[^>]*type="submit"[^>]*>/.exec(html)?.[0] ?? "";
    expect(submit).toContain('disabled=""');
    // Only the submit waits: a shopper can start typing before the page hydrates.
    const email = /<input[^>]*name="email"[^>]*>/.exec(html)?.[0] ?? "";
    expect(email).not.toBe("");
    expect(email).not.toContain("disabled");
  });
});
