// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CallForm } from "./lead-conversation-forms.tsx";

// The server actions stay on the server: only the form's first render is looked at.
vi.mock("@/server/console/lead-conversation-actions", () => ({
  addNoteAction: vi.fn(),
  addReminderAction: vi.fn(),
  finishReminderAction: vi.fn(),
  logCallAction: vi.fn(),
  replyEmailAction: vi.fn(),
  replySmsAction: vi.fn(),
}));

afterEach(cleanup);

describe("CallForm", () => {
  it("chooses no outcome for the salesperson: an empty form is not a call that reached them", () => {
    render(<CallForm leadId="0b6f3c2e-8d1a-4f5e-9a7b-1c2d3e4f5a6b" clientKey="key-12345678" />);
    const outcome = screen.getByLabelText(/How it went/) as HTMLSelectElement;
    expect(outcome.value).toBe("");
    expect(outcome.selectedOptions[0]?.textContent).toBe("Choose how it went");
  });
});
