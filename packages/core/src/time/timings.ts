/**
 * Spec §9 "Timings", every figure in one place: the rules and the browser components read them
 * from here, and tests check each component against the same constant.
 */

/** Third-party tags wait this long for a first interaction before loading anyway. */
export const IDLE_LOAD_MS = 3_000;
/** The chat's greeting card shows this long after the page has loaded. */
export const CHAT_POPUP_MS = 3_000;
/** The chat opens this long after its widget is ready. */
export const CHAT_OPEN_MS = 1_300;
/** The manufacturer's page-bottom hook is looked for this often. */
export const SLOW_POLL_MS = 300;
/** A live chat provider's launcher button is looked for this often once its script has run. */
export const FAST_POLL_MS = 100;
/**
 * The live chat's window: its launcher is looked for at most this long, after which the chat is
 * given up (logged only, spec §8); a first customer message counts as the chat's start only this
 * soon after it was sent (§9).
 */
export const LIVE_CHAT_WINDOW_MS = 10_000;

/**
 * Tooltips: none waits when the shopper reaches its control by keyboard (0 ms); a pointer
 * resting on the control shows it after the base delay (700 ms), so a pointer passing over a
 * grid of cards does not flash a tooltip on each; and within the skip delay (300 ms) of one
 * closing, the next opens at once, as the shopper moves along a row of them.
 */
export const TOOLTIP_DELAY_MS = 0;
export const TOOLTIP_BASE_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

/** A collapsible section opens and closes in this long. */
export const COLLAPSE_MS = 300;

/**
 * How long a tooltip waits before it shows: at once for keyboard focus or within the skip delay
 * of the last tooltip closing (`sinceLastCloseMs`, null when none has), else the base delay.
 */
export function tooltipOpenDelay(via: "focus" | "hover", sinceLastCloseMs: number | null): number {
  if (via === "focus") return TOOLTIP_DELAY_MS;
  if (sinceLastCloseMs !== null && sinceLastCloseMs < TOOLTIP_SKIP_DELAY_MS) {
    return TOOLTIP_DELAY_MS;
  }
  return TOOLTIP_BASE_DELAY_MS;
}
