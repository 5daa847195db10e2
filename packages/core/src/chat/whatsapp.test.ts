import { describe, expect, it } from "vitest";
import { whatsappDigits, whatsappHref } from "./whatsapp.ts";

describe("whatsappDigits", () => {
  it("keeps the digits of an international number written with spaces and dashes", () => {
    expect(whatsappDigits("+61 7 5555-0123")).toBe("61755550123");
    expect(whatsappDigits("+1 (512) 555-0100")).toBe("15125550100");
  });

  it("refuses a local number, too few or too many digits, and nothing", () => {
    expect(whatsappDigits("07 5555 0123")).toBeNull();
    expect(whatsappDigits("+12345")).toBeNull();
    expect(whatsappDigits("+1234567890123456")).toBeNull();
    expect(whatsappDigits("call us")).toBeNull();
    expect(whatsappDigits(undefined)).toBeNull();
  });
});

describe("whatsappHref", () => {
  it("names the car in the prefilled text", () => {
    const href = whatsappHref("+61755550123", {
      name: "2024 Jayco Journey",
      url: "https://coastline.example/campers/jayco-journey",
    });
    expect(href).toBe(
      `https://wa.me/61755550123?text=${encodeURIComponent("Hi, I'm interested in the 2024 Jayco Journey: https://coastline.example/campers/jayco-journey")}`,
    );
  });

  it("has a general greeting without a car, and no link without a number", () => {
    expect(whatsappHref("+64 21 555 0100")).toBe(
      `https://wa.me/64215550100?text=${encodeURIComponent("Hi, I have a question.")}`,
    );
    expect(whatsappHref("")).toBeNull();
  });
});
