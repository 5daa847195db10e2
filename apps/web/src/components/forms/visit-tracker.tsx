"use client";

import { useEffect } from "react";
import { usePathname } from "next/navigation";
import { browserStorage, rememberVisitedPage } from "./visit-storage.ts";

/** Records each page view in the visit history leads carry (spec §3); renders nothing. */
export function VisitTracker() {
  const pathname = usePathname();
  useEffect(() => {
    rememberVisitedPage(browserStorage(), window.location.href, Date.now());
  }, [pathname]);
  return null;
}
