// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { IDLE, type FormState } from "@/server/console/form-state";
import { ConsoleForm } from "./console-form.tsx";

afterEach(cleanup);

const action = async () => IDLE;

describe("ConsoleForm", () => {
  it("names the form by its heading, shown or only read where the page's section titles it", () => {
    render(
      <>
        <ConsoleForm action={action} heading="Status" submitLabel="Change" hidden={{ leadId: "1" }}>
          {() => null}
        </ConsoleForm>
        <ConsoleForm action={action} heading="Locks" isHeadingHidden submitLabel="Save" hidden={{}}>
          {() => null}
        </ConsoleForm>
      </>,
    );
    expect(screen.getByRole("form", { name: "Status" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Status" }).className).not.toContain("sr-only");
    expect(screen.getByRole("form", { name: "Locks" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Locks" }).className).toContain("sr-only");
  });

  it("draws its submit button in the variant asked for, the main one by default", () => {
    render(
      <>
        <ConsoleForm action={action} heading="A" submitLabel="Main" hidden={{}}>
          {() => null}
        </ConsoleForm>
        <ConsoleForm
          action={action}
          heading="B"
          submitLabel="Quiet"
          submitVariant="outline"
          submitClassName="sm:col-span-2"
          hidden={{}}
        >
          {() => null}
        </ConsoleForm>
      </>,
    );
    expect(screen.getByRole("button", { name: "Main" }).className).toContain("btn-primary");
    expect(screen.getByRole("button", { name: "Quiet" }).className).toContain("btn-outline");
    expect(screen.getByRole("button", { name: "Quiet" }).parentElement?.className).toBe(
      "sm:col-span-2",
    );
  });

  it("shows a notice carried over, and lets the fields place it and draw their own buttons", () => {
    render(
      <ConsoleForm
        action={action}
        initialState={{ status: "done", message: "Saved." }}
        hidden={{}}
        isNoticeInFields
      >
        {(_, { isPending, notice }) => (
          <>
            <button type="submit" name="intent" value="save" disabled={isPending}>
              Save
            </button>
            {notice}
          </>
        )}
      </ConsoleForm>,
    );
    const saved = screen.getByRole("status");
    expect(saved.textContent).toBe("Saved.");
    expect(saved.previousElementSibling?.textContent).toBe("Save");
    expect(screen.queryByRole("heading")).toBeNull();
  });

  it("from its error summary, the next Tab reaches the first bad field on show", async () => {
    const refuse = async (): Promise<FormState> => ({
      status: "error",
      message: "Please correct the fields marked below.",
      fieldErrors: { name: "Give it a name." },
      values: { name: "" },
    });
    render(
      <ConsoleForm action={refuse} heading="Thing" submitLabel="Save" hidden={{}}>
        {({ fieldErrors = {} }) => (
          <>
            <div hidden>
              <input aria-label="Hidden step" aria-invalid />
            </div>
            <input
              aria-label="Name"
              name="name"
              aria-invalid={fieldErrors.name ? true : undefined}
            />
          </>
        )}
      </ConsoleForm>,
    );
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Save" }));
    });
    const summary = await screen.findByRole("alert");
    expect(document.activeElement).toBe(summary);
    fireEvent.keyDown(summary, { key: "Tab" });
    expect(document.activeElement).toBe(screen.getByLabelText("Name"));
  });
});
