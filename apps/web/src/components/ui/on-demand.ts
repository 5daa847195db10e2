"use client";

import { useEffect, useState, type ComponentType } from "react";

/**
 * A dialog whose code loads when its button is pressed rather than with the page: `load` is a
 * dynamic `import()` that resolves to the dialog's component. Until then the caller renders a
 * plain button of the same look with `triggerProps` (hover or focus starts the download, a press
 * loads and shows it); once loaded, `Loaded` is rendered in its place, opened at once
 * (`defaultOpen`), and its own trigger takes over.
 */
export function useOnDemand<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): {
  Loaded: ComponentType<Props> | null;
  triggerProps: {
    "aria-haspopup": "dialog";
    onPointerEnter: () => void;
    onFocus: () => void;
    onClick: () => void;
  };
} {
  const [Loaded, setLoaded] = useState<ComponentType<Props> | null>(null);
  const warm = () => void load();
  return {
    Loaded,
    triggerProps: {
      "aria-haspopup": "dialog",
      onPointerEnter: warm,
      onFocus: warm,
      onClick: () => {
        void load().then((component) => setLoaded(() => component));
      },
    },
  };
}

/**
 * A part of the storefront that only some sites have (the chat popup, sign-in, the consent
 * banner) and that needs its code only once the page runs: `load` (a dynamic `import()`) is
 * called after hydration, and only where `isWanted`, so the code is not among the scripts every
 * site's pages name. Null until it has arrived; a load that fails is logged and leaves it null
 * (spec §8: the page goes on without it).
 */
export function useLoadedAfterHydration<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  isWanted = true,
): { Loaded: ComponentType<Props> | null } {
  const [loaded, setLoaded] = useState<{ Component: ComponentType<Props> } | null>(null);
  useEffect(() => {
    if (!isWanted) return;
    let isCurrent = true;
    load().then(
      (Component) => {
        if (isCurrent) setLoaded({ Component });
      },
      (error: unknown) => console.warn("A part of the page did not load", error),
    );
    return () => {
      isCurrent = false;
    };
  }, [load, isWanted]);
  return { Loaded: loaded?.Component ?? null };
}
