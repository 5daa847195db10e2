"use client";

import { useCallback, useSyncExternalStore } from "react";
import { browserStorage } from "../forms/visit-storage.ts";

/**
 * Values the garage keeps in localStorage (favourites, recently viewed, the User), shared by
 * every component that shows them: a write here notifies this tab's readers at once, and the
 * browser's `storage` event brings other tabs' writes. Blocked or full storage costs the
 * feature, never the page.
 */
const CHANGE_EVENT = "forecourt:local-store";

export function readStored(key: string): unknown {
  const storage = browserStorage();
  if (!storage) return null;
  try {
    const raw = storage.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as unknown);
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: unknown): void {
  const storage = browserStorage();
  if (!storage) return;
  try {
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, JSON.stringify(value));
  } catch {
    // Full or blocked storage: the change lives until the page closes.
  }
  window.dispatchEvent(new CustomEvent(CHANGE_EVENT, { detail: key }));
}

function subscribeTo(key: string, onChange: () => void): () => void {
  const onLocal = (event: Event) => {
    if ((event as CustomEvent<string>).detail === key) onChange();
  };
  const onOtherTab = (event: StorageEvent) => {
    if (event.key === key || event.key === null) onChange();
  };
  window.addEventListener(CHANGE_EVENT, onLocal);
  window.addEventListener("storage", onOtherTab);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onLocal);
    window.removeEventListener("storage", onOtherTab);
  };
}

const snapshots = new Map<string, { raw: string | null; value: unknown }>();

function rawOf(key: string): string | null {
  try {
    return browserStorage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/**
 * The parsed value under `key`, re-read when it changes. The server and the first client render
 * see `fallback`, so cached pages hydrate without a mismatch and fill in the stored state after.
 */
export function useStoredValue<T>(key: string, parse: (value: unknown) => T, fallback: T): T {
  const subscribe = useCallback((onChange: () => void) => subscribeTo(key, onChange), [key]);
  const getSnapshot = useCallback((): T => {
    const raw = rawOf(key);
    const cached = snapshots.get(key);
    if (cached && cached.raw === raw) return cached.value as T;
    let value: T;
    try {
      value = parse(raw === null ? null : JSON.parse(raw));
    } catch {
      value = parse(null);
    }
    snapshots.set(key, { raw, value });
    return value;
  }, [key, parse]);
  return useSyncExternalStore(subscribe, getSnapshot, () => fallback);
}
