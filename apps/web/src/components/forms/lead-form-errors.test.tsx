// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { generalEnquiryForm } from "@forecourt/core/forms/definitions/enquiry-forms";
import { testFormSite } from "@forecourt/core/testing/form-site";
import { EMAIL_MESSAGE, NAME_MESSAGE, REQUIRED_MESSAGE } from "@forecourt/core/validation/messages";
import { LeadForm } from "./lead-form.tsx";

vi.mock("next/navigation", () => ({ useRouter: () => ({ push: () => undefined }) }));

beforeAll(() => {
  // jsdom has no CSS.escape; the focus rule uses it to find the first bad field.
  globalThis.CSS ??= { escape: (value: string) => value } as typeof CSS;
});

afterEach(cleanup);

const submit = () => fireEvent.submit(screen.getByRole("button", { name: /send|submit/i }));

describe("LeadForm's field messages", () => {
  it("takes a field's message away once its answer is fixed, and shows none before a submit", () => {
    const { container } = render(
      <LeadForm form={generalEnquiryForm(testFormSite.options)} site={testFormSite} />,
    );
    const field = (name: string) =>
      container.querySelector<HTMLInputElement>(`[name="${name}"]`) ??
      (() => {
        throw new Error(`no field ${name}`);
      })();

    // Typed but never submitted: no message yet (§5 checks on submit).
    fireEvent.change(field("email"), { target: { value: "jo@" } });
    fireEvent.change(field("first_name"), { target: { value: "J0" } });
    expect(screen.queryByText(EMAIL_MESSAGE)).toBeNull();

    submit();
    expect(screen.getByText(EMAIL_MESSAGE)).toBeTruthy();
    expect(screen.getByText(NAME_MESSAGE)).toBeTruthy();

    // Still wrong: the message stays. Fixed: it goes, while the other field's stays.
    fireEvent.change(field("email"), { target: { value: "jo@example" } });
    expect(screen.getByText(EMAIL_MESSAGE)).toBeTruthy();
    fireEvent.change(field("email"), { target: { value: "jo@example.com" } });
    expect(screen.queryByText(EMAIL_MESSAGE)).toBeNull();
    expect(screen.getByText(NAME_MESSAGE)).toBeTruthy();
    fireEvent.change(field("first_name"), { target: { value: "Zoë" } });
    expect(screen.queryByText(NAME_MESSAGE)).toBeNull();

    // Broken again after the fix: no message until the next submit.
    fireEvent.change(field("email"), { target: { value: "jo@" } });
    expect(screen.queryByText(EMAIL_MESSAGE)).toBeNull();
    expect(screen.getAllByText(REQUIRED_MESSAGE).length).toBeGreaterThan(0);
  });
});
