// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { carFormWordsOf } from "@forecourt/core/console/car-form";
import { DRAFTS_ONLY_MESSAGE } from "@forecourt/core/console/stock-entry-access";
import { siteSettingsSchema } from "@forecourt/core/site/site-settings";
import { CarForm } from "../car-form/car-form.tsx";
import { CarPublishingForm, PUBLISHING_STATES } from "./car-publishing-form.tsx";

// The server actions stay on the server: only the forms' first render is looked at.
vi.mock("@/server/console/publish-car-action", () => ({ publishCarAction: vi.fn() }));
vi.mock("@/server/console/car-form-action", () => ({ carFormAction: vi.fn() }));

afterEach(cleanup);

const words = carFormWordsOf(siteSettingsSchema.parse({}));
const hidden = (name: string) =>
  document.querySelector<HTMLInputElement>(`input[type=hidden][name=${name}]`)?.value;

describe("CarPublishingForm", () => {
  it("offers Publish for a draft and Unpublish for a published car, posting which", () => {
    render(<CarPublishingForm carId={7} isDraft mayPublish clientKey="key-1" />);
    expect(screen.getByText(PUBLISHING_STATES.draft)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Publish" })).toBeTruthy();
    expect(hidden("publish")).toBe("yes");
    cleanup();
    render(<CarPublishingForm carId={7} isDraft={false} mayPublish clientKey="key-2" />);
    expect(screen.getByText(PUBLISHING_STATES.published)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Unpublish to draft" })).toBeTruthy();
    expect(hidden("publish")).toBe("no");
  });

  it("tells sales kept to drafts who publishes, with no button", () => {
    render(<CarPublishingForm carId={7} isDraft mayPublish={false} clientKey="key-3" />);
    expect(screen.getByText(DRAFTS_ONLY_MESSAGE)).toBeTruthy();
    expect(screen.queryByRole("button")).toBeNull();
  });
});

describe("CarForm for a new car", () => {
  const target = { websiteId: 3 };

  it("lets whoever may publish choose: publish now (as it starts) or save a draft", () => {
    render(
      <CarForm
        target={target}
        initial={{ car_type: "used", status: "in_stock", publish: "yes" }}
        words={words}
        locations={[]}
        clientKey="key-4"
      />,
    );
    const choice = screen.getByLabelText(/^On the site/) as HTMLSelectElement;
    expect(choice.value).toBe("yes");
    expect([...choice.options].map((option) => option.value)).toEqual(["yes", "no"]);
    expect(screen.getByRole("button", { name: /^Add / })).toBeTruthy();
    expect(screen.queryByText(DRAFTS_ONLY_MESSAGE)).toBeNull();
  });

  it("saves drafts for sales who may not publish, and says so", () => {
    render(
      <CarForm
        target={target}
        initial={{ car_type: "used", status: "in_stock", publish: "yes" }}
        words={words}
        locations={[]}
        clientKey="key-5"
        mayPublish={false}
      />,
    );
    expect(screen.queryByLabelText(/^On the site/)).toBeNull();
    expect(screen.getByText(DRAFTS_ONLY_MESSAGE)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Save draft" })).toBeTruthy();
  });

  it("asks nothing of publishing when editing a stored car", () => {
    render(
      <CarForm target={{ carId: 9 }} initial={{}} words={words} locations={[]} clientKey="key-6" />,
    );
    expect(screen.queryByLabelText(/^On the site/)).toBeNull();
    expect(screen.getByRole("button", { name: "Save details" })).toBeTruthy();
  });
});
