import { FAST_POLL_MS, LIVE_CHAT_WINDOW_MS } from "@forecourt/core/time/timings";
import { pollFor } from "../ui/poll-for.ts";

/**
 * The live chat provider's launcher button, which its script adds to the page in its own time:
 * looked for every 100 ms (§9), for at most the live chat window (10 s); null once that has
 * passed without it.
 */
export function findProviderLauncher(selector: string): Promise<HTMLElement | null> {
  return pollFor(
    () => document.querySelector<HTMLElement>(selector),
    FAST_POLL_MS,
    LIVE_CHAT_WINDOW_MS,
  );
}
