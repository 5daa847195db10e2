// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { IDLE } from "@/server/console/form-state";
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
          hidden={{}}
        >
          {() => null}
        </ConsoleForm>
      </>,
    );
    expect(screen.getByRole("button", { name: "Main" }).className).toContain("btn-primary");
    expect(screen.getByRole("button", { name: "Quiet" }).className).toContain("btn-outline");
  });
});
