"use client";

import { useEffect } from "react";
import {
  CONSOLE_APP_SCOPE,
  CONSOLE_SERVICE_WORKER_PATH,
} from "@forecourt/core/console/console-app";

/**
 * Registers the console's service worker (scope `/console`) once a console page has loaded.
 * A browser without service workers, or one that refuses, keeps the console as it is.
 */
export function ConsoleServiceWorker() {
  useEffect(() => {
    if (!("serviceWorker" in navigator)) return;
    navigator.serviceWorker
      .register(CONSOLE_SERVICE_WORKER_PATH, { scope: CONSOLE_APP_SCOPE })
      .catch(() => undefined);
  }, []);
  return null;
}
