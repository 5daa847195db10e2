import { tooltipOpenDelay } from "@forecourt/core/time/timings";

/** When the last tooltip on the page closed (performance.now()), for the skip delay. */
let lastClosedAt: number | null = null;

type TooltipTimer = {
  /** Asks the tooltip to show: at once or after its delay (core `tooltipOpenDelay`). */
  open: (via: "focus" | "hover") => void;
  /** Hides it now, and forgets a show still waiting. */
  close: () => void;
  /** Forgets a show still waiting (the control has gone). */
  dispose: () => void;
};

/**
 * When a tooltip shows and hides, with the §9 delays: at once on keyboard focus, after the base
 * delay for a resting pointer, at once again within the skip delay of the last tooltip on the
 * page closing. `onChange` hears each change of whether it is shown.
 */
export function tooltipTimer(onChange: (isOpen: boolean) => void): TooltipTimer {
  let timer: number | undefined;
  let isOpen = false;
  const show = (value: boolean) => {
    if (isOpen && !value) lastClosedAt = performance.now();
    isOpen = value;
    onChange(value);
  };
  const dispose = () => window.clearTimeout(timer);
  return {
    open: (via) => {
      dispose();
      const since = lastClosedAt === null ? null : performance.now() - lastClosedAt;
      const delay = tooltipOpenDelay(via, since);
      if (delay === 0) show(true);
      else timer = window.setTimeout(() => show(true), delay);
    },
    close: () => {
      dispose();
      show(false);
    },
    dispose,
  };
}
