import { CHAT_OPEN_MS, CHAT_POPUP_MS } from "../time/timings.ts";

/**
 * The text-chat popup's rules (spec §2, §9): a greeting card 3 s after load unless the shopper
 * closed it before (a flag kept in localStorage), and the chat opened 1.3 s after its widget
 * is ready. Pure, so the timings and the flag are tested without a browser.
 */

/** §9 chat popup: the greeting card shows this long after the page has loaded. */
export const CHAT_GREETING_DELAY_MS = CHAT_POPUP_MS;
/** §9 chat open: the chat opens this long after its widget is ready. */
export const CHAT_OPEN_DELAY_MS = CHAT_OPEN_MS;

/** localStorage key of the closed flag; one per site, since each site has its own origin. */
export const CHAT_CLOSED_KEY = "forecourt:chat-closed";
const CLOSED_VALUE = "1";

/** What the closed flag is written as. */
export function closedFlagValue(): string {
  return CLOSED_VALUE;
}

type GreetingDecision =
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

/** A box on the screen, as `getBoundingClientRect` gives it. */
type ScreenBox = { top: number; left: number; bottom: number; right: number };

const isEmpty = (box: ScreenBox) => box.right <= box.left || box.bottom <= box.top;

/** Whether two boxes share any area (touching edges do not count). */
export function boxesOverlap(a: ScreenBox, b: ScreenBox): boolean {
  if (isEmpty(a) || isEmpty(b)) return false;
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/**
 * Whether the chat's card (or its launcher) may show where it is: never over a part of the page
 * that must stay clear (a vehicle page's price and call button) nor over the focused control
 * (WCAG 2.4.11); until it may, it waits out of sight and out of the tab order.
 */
export function chatCardPlacement(
  card: ScreenBox,
  keepClear: readonly ScreenBox[],
  focused: ScreenBox | null,
): { mayShow: true } | { mayShow: false; reason: "covers-page-part" | "covers-focus" } {
  if (focused && boxesOverlap(card, focused)) return { mayShow: false, reason: "covers-focus" };
  if (keepClear.some((box) => boxesOverlap(card, box))) {
    return { mayShow: false, reason: "covers-page-part" };
  }
  return { mayShow: true };
}
