// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { LeadInboxFilters } from "./lead-inbox-filters.tsx";

afterEach(cleanup);

const site = (id: number, name: string) => ({
  id,
  name,
  slug: `site-${id}`,
  responseTargetMinutes: 60,
  timeZone: "Australia/Sydney",
  locations: [{ id: id * 10, name: `${name} yard` }],
});

const filters = (
  values: Record<string, string>,
  choices: { sites: ReturnType<typeof site>[]; categories: string[]; isSiteListed: boolean },
) =>
  render(
    <LeadInboxFilters
      values={{ text: (name) => values[name] ?? null, errors: {} }}
      exportHref="/console/leads/export"
      assignees={[]}
      {...choices}
    />,
  );

// An operator over thousands of sites gets no list of them all (issue 72).
describe("LeadInboxFilters", () => {
  it("lists the user's sites, their forms and locations when the inbox lists them all", () => {
    filters(
      {},
      { sites: [site(1, "North"), site(2, "South")], categories: ["Enquiry"], isSiteListed: true },
    );
    const siteSelect = screen.getByRole("combobox", { name: "Site" });
    expect([...siteSelect.querySelectorAll("option")].map((o) => o.textContent)).toEqual([
      "All your sites",
      "North",
      "South",
    ]);
    expect(screen.getByRole("combobox", { name: "Form" })).toBeTruthy();
    expect(screen.getByRole("option", { name: "South yard" })).toBeTruthy();
  });

  it("over more sites than it lists: a site's number, a typed form, the chosen site's locations only", () => {
    filters(
      { site: "2" },
      { sites: [site(1, "North"), site(2, "South")], categories: [], isSiteListed: false },
    );
    const number = screen.getByRole("textbox", { name: "Site number" }) as HTMLInputElement;
    expect(number.value).toBe("2");
    expect(number.inputMode).toBe("numeric");
    expect(screen.queryByRole("combobox", { name: "Site" })).toBeNull();
    expect(screen.getByRole("searchbox", { name: "Form" })).toBeTruthy();
    expect(screen.getByRole("option", { name: "South yard" })).toBeTruthy();
    expect(screen.queryByRole("option", { name: "North yard" })).toBeNull();
  });

  it("offers the chosen site's forms when they are known", () => {
    filters(
      { site: "2" },
      { sites: [site(2, "South")], categories: ["Trade-in"], isSiteListed: false },
    );
    expect(screen.getByRole("option", { name: "Trade-in" })).toBeTruthy();
  });
});
