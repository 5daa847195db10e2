/**
 * The offline test provider's cards, after the numbers processors publish for testing: one is
 * paid, one is declined; any other number is refused before it is "charged".
 */
export const TEST_CARD_SUCCEEDS = "4242 4242 4242 4242";
export const TEST_CARD_DECLINED = "4000 0000 0000 0002";
export const TEST_CARD_DECLINED_MESSAGE = "Your card was declined. No money was taken.";
export const TEST_CARD_UNKNOWN_MESSAGE = `This is a test payment page: use ${TEST_CARD_SUCCEEDS} to pay or ${TEST_CARD_DECLINED} to see a decline.`;

export type TestCardOutcome =
  | { outcome: "succeeded" }
  | { outcome: "declined"; message: string }
  | { outcome: "invalid"; message: string };

export function testCardOutcome(cardNumber: string): TestCardOutcome {
  const digits = cardNumber.replace(/[\s-]/g, "");
  if (digits === TEST_CARD_SUCCEEDS.replace(/\s/g, "")) return { outcome: "succeeded" };
  if (digits === TEST_CARD_DECLINED.replace(/\s/g, "")) {
    return { outcome: "declined", message: TEST_CARD_DECLINED_MESSAGE };
  }
  return { outcome: "invalid", message: TEST_CARD_UNKNOWN_MESSAGE };
}
