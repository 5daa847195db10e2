// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { EMPTY_BANNER } from "@forecourt/core/console/home-layout-form";
import { HomeLayoutForm } from "./home-layout-form.tsx";

vi.mock("@/server/console/home-layout-action", () => ({ homeLayoutAction: vi.fn() }));

afterEach(cleanup);

const sections = (["hero", "featured", "offers"] as const).map((id) => ({ id, isVisible: true }));

describe("HomeLayoutForm", () => {
  it("says where a section moved by its buttons now is, and a banner likewise", () => {
    render(
      <HomeLayoutForm
        websiteId={1}
        timeZone="UTC"
        banners={[
          { ...EMPTY_BANNER, title: "Spring" },
          { ...EMPTY_BANNER, title: "Summer" },
        ]}
        sections={sections}
        images={[]}
      />,
    );
    const said = () =>
      screen
        .getAllByRole("status")
        .map((region) => region.textContent)
        .join("|");
    fireEvent.click(screen.getByRole("button", { name: "Move down: Hero with the search" }));
    expect(said()).toContain("Moved to position 2 of 3");
    fireEvent.click(screen.getByRole("button", { name: "Move up: Banner 2" }));
    expect(said()).toContain("Moved to position 1 of 2");
  });
});
