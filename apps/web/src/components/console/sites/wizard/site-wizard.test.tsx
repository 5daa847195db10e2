// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { siteWizardStepAction } from "@/server/console/site-wizard-action";
import { SiteWizard } from "./site-wizard.tsx";

vi.mock("@/server/console/site-wizard-action", () => ({
  openSiteAction: vi.fn(),
  siteWizardStepAction: vi.fn(),
}));

afterEach(cleanup);

describe("SiteWizard", () => {
  it("from a step's error summary, the next Tab reaches the step's first bad field", async () => {
    vi.mocked(siteWizardStepAction).mockResolvedValue({
      status: "error",
      message: "Please correct the fields marked below.",
      fieldErrors: { name: "Give the site a name." },
    });
    render(<SiteWizard timeZones={["UTC"]} />);
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Next" }));
    });
    const summary = await screen.findByRole("alert");
    expect(document.activeElement).toBe(summary);
    fireEvent.keyDown(summary, { key: "Tab" });
    expect(document.activeElement).toBe(screen.getByRole("textbox", { name: /^Name/ }));
  });
});
