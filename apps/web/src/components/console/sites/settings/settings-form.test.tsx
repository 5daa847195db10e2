// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SETTINGS_SECTIONS } from "@forecourt/core/console/settings-form";
import { SettingsForm } from "./settings-form.tsx";

// The server action stays on the server: only the form's first render is looked at.
vi.mock("@/server/console/settings-action", () => ({ settingsAction: vi.fn() }));

afterEach(cleanup);

const analytics = SETTINGS_SECTIONS.filter((section) => section.id === "analytics");

describe("SettingsForm's visit counting switch", () => {
  it.each([
    ["on", true],
    ["", false],
  ])("says in plain words what it does and shows the stored value (%j)", (stored, isOn) => {
    render(
      <SettingsForm
        websiteId={7}
        sections={analytics}
        initialValues={{ "analytics.collectorEnabled": stored }}
      />,
    );
    const box = screen.getByRole("checkbox", { name: "Count visits and page speed on this site" });
    expect((box as HTMLInputElement).checked).toBe(isOn);
    expect(box.getAttribute("name")).toBe("analytics.collectorEnabled");
    // Its hint says what turning it off costs, read with the box.
    const hint = document.getElementById(box.getAttribute("aria-describedby") ?? "");
    expect(hint?.textContent).toMatch(/Insight has no traffic for this site/);
  });
});
