// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MenuEditor } from "./menu-editor.tsx";

vi.mock("@/server/console/menus-action", () => ({ menusAction: vi.fn() }));

afterEach(cleanup);

describe("MenuEditor", () => {
  it("says where a menu item moved by its buttons now is", () => {
    render(
      <MenuEditor
        websiteId={1}
        menus={{
          header: [
            { label: "Stock", href: "/search" },
            { label: "Finance", href: "/finance" },
            { label: "Contact", href: "/contact" },
          ],
          footer: [],
          dropdownTrigger: "click",
        }}
      />,
    );
    const said = () =>
      screen
        .getAllByRole("status")
        .map((region) => region.textContent)
        .join("|");
    fireEvent.click(screen.getByRole("button", { name: "Move Stock down" }));
    expect(said()).toContain("Moved to position 2 of 3");
    fireEvent.click(screen.getByRole("button", { name: "Move Contact up" }));
    expect(said()).toContain("Moved to position 2 of 3");
  });
});
