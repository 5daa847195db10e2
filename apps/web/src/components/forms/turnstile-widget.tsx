"use client";

import { useEffect, useRef } from "react";

/** Cloudflare's script, rendered explicitly so a form shown after page load gets its widget. */
export const TURNSTILE_SCRIPT_URL =
  "https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit";
/** The hidden input the widget keeps its token in, inside the form. */
export const TURNSTILE_TOKEN_INPUT = "cf-turnstile-response";

type TurnstileApi = {
  render(element: HTMLElement, options: { sitekey: string }): string;
  reset(widgetId: string): void;
  remove(widgetId: string): void;
};
declare global {
  interface Window {
    turnstile?: TurnstileApi;
  }
}

let scriptLoad: Promise<TurnstileApi> | null = null;

/** Cloudflare's script, added to the page once, whichever form asks first. */
function loadTurnstile(): Promise<TurnstileApi> {
  scriptLoad ??= new Promise((resolve, reject) => {
    if (window.turnstile) return resolve(window.turnstile);
    const script = document.createElement("script");
    script.src = TURNSTILE_SCRIPT_URL;
    script.async = true;
    script.onload = () => (window.turnstile ? resolve(window.turnstile) : reject(new Error()));
    script.onerror = () => {
      scriptLoad = null;
      reject(new Error("The verification script could not be loaded."));
    };
    document.head.append(script);
  });
  return scriptLoad;
}

/** The token the widget in `form` holds (null until the check is done). */
export function turnstileToken(form: HTMLFormElement | null): string | null {
  const input = form?.querySelector<HTMLInputElement>(`input[name="${TURNSTILE_TOKEN_INPUT}"]`);
  return input?.value || null;
}

/** A token passes once: after a refused send the widget fetches a fresh one. */
export function resetTurnstile(form: HTMLFormElement | null) {
  const holder = form?.querySelector<HTMLElement>("[data-turnstile-widget]");
  const id = holder?.dataset.turnstileWidget;
  if (id && window.turnstile) window.turnstile.reset(id);
}

/** Cloudflare Turnstile's "verify you are human" check, for a site with its keys configured. */
export function TurnstileWidget({ siteKey }: { siteKey: string }) {
  const holder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let widgetId: string | null = null;
    let isGone = false;
    loadTurnstile()
      .then((turnstile) => {
        if (isGone || !holder.current) return;
        widgetId = turnstile.render(holder.current, { sitekey: siteKey });
        holder.current.dataset.turnstileWidget = widgetId;
      })
      // Without the widget the server asks for the check, and the form shows that message.
      .catch(() => undefined);
    return () => {
      isGone = true;
      if (widgetId && window.turnstile) window.turnstile.remove(widgetId);
    };
  }, [siteKey]);
  return <div ref={holder} className="min-h-[65px]" />;
}
