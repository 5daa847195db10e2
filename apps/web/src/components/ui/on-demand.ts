"use client";

import { useState, type ComponentType } from "react";

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
