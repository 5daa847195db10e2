// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { siteWizardStepAction } from "@/server/console/site-wizard-action";
import { SiteWizard } from "./site-wizard.tsx";

vi.mock("@/server/console/site-wizard-action", () => ({
  openSiteAction: vi.fn(),
  siteWizardStepAction: vi.fn(),
  dealerSearchAction: vi.fn(),
}));

afterEach(() => {
  cleanup();
  vi.mocked(siteWizardStepAction).mockReset();
});

const next = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
  });
};

describe("SiteWizard", () => {
  it("from a step's error summary, the next Tab reaches the step's first bad field", async () => {
    vi.mocked(siteWizardStepAction).mockResolvedValue({
      status: "error",
      message: "Please correct the fields marked below.",
      fieldErrors: { name: "Give the site a name." },
    });
    render(<SiteWizard timeZones={["UTC"]} logoMaxMb={5} />);
    await next();
    const summary = await screen.findByRole("alert");
    expect(document.activeElement).toBe(summary);
    fireEvent.keyDown(summary, { key: "Tab" });
    expect(document.activeElement).toBe(screen.getByRole("textbox", { name: /^Name/ }));
    expect(screen.getByRole("textbox", { name: /^Name/ }).getAttribute("aria-invalid")).toBe(
      "true",
    );
  });

  it("offers the templates by name, moves on keeping what was typed, and Back returns", async () => {
    vi.mocked(siteWizardStepAction).mockResolvedValue({ status: "done" });
    render(<SiteWizard timeZones={["UTC"]} logoMaxMb={5} />);
    const motorcycles = screen.getByRole("radio", { name: /^Motorcycle dealership/ });
    const hint = document.getElementById(motorcycles.getAttribute("aria-describedby") ?? "");
    expect(hint?.textContent).toMatch(/motorcycles, with servicing/);
    expect(screen.queryByRole("radio", { name: "motorcycles" })).toBeNull();
    fireEvent.click(motorcycles);
    fireEvent.change(screen.getByRole("textbox", { name: /^Name/ }), {
      target: { value: "Throttle Two" },
    });
    await next();
    const heading = screen.getByRole("heading", { name: "Step 2 of 8: Dealer" });
    expect(document.activeElement).toBe(heading);
    const posted = vi.mocked(siteWizardStepAction).mock.calls[0]![1];
    expect(posted.get("step")).toBe("site");
    expect(posted.get("settings.template")).toBe("motorcycles");
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Back" }));
    });
    const first = screen.getByRole("heading", { name: "Step 1 of 8: Site" });
    expect(first.closest("section")?.hidden).toBe(false);
    expect(document.activeElement).toBe(first);
    expect((screen.getByRole("textbox", { name: /^Name/ }) as HTMLInputElement).value).toBe(
      "Throttle Two",
    );
    expect((screen.getByRole("radio", { name: /^Motorcycle/ }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(vi.mocked(siteWizardStepAction)).toHaveBeenCalledTimes(1);
  });
});
