/**
 * The text-chat popup's rules (spec §2, §9): a greeting card 3 s after load unless the shopper
 * closed it before (a flag kept in localStorage), and the chat opened 1.3 s after its widget
 * is ready. Pure, so the timings and the flag are tested without a browser.
 */

/** §9 chat popup: the greeting card shows this long after the page has loaded. */
export const CHAT_GREETING_DELAY_MS = 3_000;
/** §9 chat open: the chat opens this long after its widget is ready. */
export const CHAT_OPEN_DELAY_MS = 1_300;

/** localStorage key of the closed flag; one per site, since each site has its own origin. */
export const CHAT_CLOSED_KEY = "forecourt:chat-closed";
const CLOSED_VALUE = "1";

/** What the closed flag is written as. */
export function closedFlagValue(): string {
  return CLOSED_VALUE;
}

export type GreetingDecision =
  { isShown: true; delayMs: number } | { isShown: false; reason: "chat-off" | "closed-before" };

/**
 * Whether the greeting card shows, and after how long. `stored` is the closed flag as read
 * from storage (null when absent or storage is blocked: the card shows then).
 */
export function greetingDecision(input: {
  provider: "none" | "text" | "live";
  stored: string | null;
}): GreetingDecision {
  if (input.provider === "none") return { isShown: false, reason: "chat-off" };
  if (input.stored === CLOSED_VALUE) return { isShown: false, reason: "closed-before" };
  return { isShown: true, delayMs: CHAT_GREETING_DELAY_MS };
}
