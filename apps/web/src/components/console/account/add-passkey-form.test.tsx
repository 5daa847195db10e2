// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { passkeyRegistrationOptionsAction } from "@/server/console/passkey-registration-action";
import { AddPasskeyForm } from "./add-passkey-form.tsx";

vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: vi.fn() }) }));
vi.mock("@simplewebauthn/browser", () => ({ startRegistration: vi.fn() }));
vi.mock("@/server/console/passkey-registration-action", () => ({
  passkeyRegistrationOptionsAction: vi.fn(),
  registerPasskeyAction: vi.fn(),
}));

afterEach(cleanup);

describe("AddPasskeyForm", () => {
  it("says a refused name in its live region and puts the focus on the name", async () => {
    render(<AddPasskeyForm />);
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Add a passkey" }));
    });
    const name = screen.getByLabelText(/Passkey name/);
    const error = document.getElementById(
      name.getAttribute("aria-describedby")!.split(" ").at(-1)!,
    );
    expect(error?.textContent).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe(error?.textContent);
    expect(document.activeElement).toBe(name);
    expect(passkeyRegistrationOptionsAction).not.toHaveBeenCalled();
  });
});
