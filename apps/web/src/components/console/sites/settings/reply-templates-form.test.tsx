// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MERGE_FIELD_HINTS, type MergeValues } from "@forecourt/core/leads/lead-conversation";
import { replyTemplatesAction } from "@/server/console/reply-templates-action";
import { ReplyTemplatesForm } from "./reply-templates-form.tsx";

vi.mock("@/server/console/reply-templates-action", () => ({ replyTemplatesAction: vi.fn() }));

afterEach(cleanup);

const sample = Object.fromEntries(
  Object.keys(MERGE_FIELD_HINTS).map((field) => [field, `(${field})`]),
) as MergeValues;

describe("ReplyTemplatesForm", () => {
  it("from its error summary, the next Tab reaches the first bad field", async () => {
    vi.mocked(replyTemplatesAction).mockResolvedValue({
      status: "error",
      message: "Please correct the fields marked below.",
      fieldErrors: { "templates.0.subject": "Give the template a subject." },
      values: { "templates.0.name": "Hello", "templates.0.subject": "", "templates.0.body": "Hi" },
    });
    render(
      <ReplyTemplatesForm
        websiteId={1}
        initialValues={{
          "templates.0.name": "Hello",
          "templates.0.subject": "x",
          "templates.0.body": "Hi",
        }}
        sample={sample}
      />,
    );
    await act(async () => {
      fireEvent.click(screen.getAllByRole("button", { name: "Save templates" })[0]!);
    });
    const alert = await screen.findByRole("alert");
    expect(document.activeElement).toBe(alert);
    fireEvent.keyDown(alert, { key: "Tab" });
    expect(document.activeElement).toBe(screen.getByLabelText("Subject of template 1"));
  });
});
