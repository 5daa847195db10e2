// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CarPhotosForm } from "./car-photos-form.tsx";

const posted = vi.hoisted(() => ({ photo: [] as string[] }));
// The server action stays on the server: what the form posts is recorded instead.
vi.mock("@/server/console/car-photos-action", () => ({
  carPhotosAction: vi.fn(async (state: unknown, data: FormData) => {
    posted.photo.push(String(data.get("photo")));
    return state;
  }),
}));

afterEach(() => {
  cleanup();
  posted.photo = [];
});

const photos = ["a", "b", "c"].map((name, index) => ({
  url: `/media/images/${name}.jpg`,
  thumbUrl: `/media/images/${name}-thumb.webp`,
  alt: index === 0 ? "2021 Toyota HiLux SR5, front three-quarter" : "",
}));

describe("CarPhotosForm", () => {
  it("names the main photo, offers each a description and buttons that work without dragging", () => {
    render(<CarPhotosForm carId={4} photos={photos} />);
    expect(screen.getByText("Main photo")).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>("Description of photo 1").value).toBe(
      "2021 Toyota HiLux SR5, front three-quarter",
    );
    expect(screen.getByRole("img", { name: "Photo 2 of 3" })).toBeTruthy();
    const button = (name: string) => screen.getByRole<HTMLButtonElement>("button", { name });
    expect(button("Make photo 1 the main photo").disabled).toBe(true);
    expect(button("Move photo 1 earlier").disabled).toBe(true);
    expect(button("Make photo 3 the main photo").disabled).toBe(false);
    expect(button("Make photo 3 the main photo").value).toBe("main:2");
    expect(button("Move photo 3 later").disabled).toBe(true);
    expect(button("Save descriptions").value).toBe("describe");
  });

  it("posts a dragged photo's move to where it is dropped", async () => {
    const { container } = render(<CarPhotosForm carId={4} photos={photos} />);
    const items = container.querySelectorAll("li[data-photo-index]");
    const dataTransfer = { effectAllowed: "" };
    fireEvent.dragStart(items[2]!, { dataTransfer });
    fireEvent.dragOver(items[0]!, { dataTransfer });
    fireEvent.drop(items[0]!, { dataTransfer });
    await vi.waitFor(() => expect(posted.photo).toEqual(["move:2:0"]));
  });
});
