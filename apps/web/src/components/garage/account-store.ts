"use client";

import { useSyncExternalStore } from "react";
import type { Favourite } from "@forecourt/core/garage/favourites";

/** The signed-in shopper as `GET /api/auth` answers; null while unknown or signed out. */
export type Account = {
  user: { email: string; name: string | null; isAlertsOptIn: boolean } | null;
  watchlist: Favourite[];
};

let current: Account | null = null;
const listeners = new Set<() => void>();

export function setAccount(account: Account | null): void {
  current = account;
  for (const listener of listeners) listener();
}

export function useAccount(): Account | null {
  return useSyncExternalStore(
    (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    () => current,
    () => null,
  );
}

/** A JSON call to the garage API; the body's `error` (ours) is the message of a failure. */
export async function garageApi(
  path: string,
  init: { method: string; body?: unknown } = { method: "GET" },
): Promise<{ ok: true; data: unknown } | { ok: false; message: string }> {
  try {
    const response = await fetch(path, {
      method: init.method,
      headers:
        init.body === undefined
          ? { Accept: "application/json" }
          : { Accept: "application/json", "Content-Type": "application/json" },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      cache: "no-store",
    });
    const data: unknown = response.status === 204 ? {} : await response.json().catch(() => ({}));
    if (response.ok) return { ok: true, data };
    const error = (data as { error?: unknown }).error;
    return { ok: false, message: typeof error === "string" ? error : "Something went wrong" };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : "Network error" };
  }
}
