import "server-only";
import {
  CONSOLE_APP_SCOPE,
  CONSOLE_ICONS,
  CONSOLE_OFFLINE_PATH,
  CONSOLE_SHELL_PATHS,
  consoleRequestPolicy,
} from "@forecourt/core/console/console-app";

/** A new name drops the caches of the worker before it (its `activate`). */
const CONSOLE_SHELL_CACHE = "console-shell-v1";

/**
 * The console's service worker as script text. It keeps the app shell only (the offline page,
 * the icons, the built `/_next/static/` files) and never a console page or a data answer: a
 * page comes from the network, and the offline page stands in when the network fails. It shows
 * the console's push notifications and opens the lead a notification names.
 */
export function consoleServiceWorkerSource(): string {
  const constants = {
    CACHE: CONSOLE_SHELL_CACHE,
    SCOPE: CONSOLE_APP_SCOPE,
    OFFLINE: CONSOLE_OFFLINE_PATH,
    SHELL: CONSOLE_SHELL_PATHS,
    ICON: CONSOLE_ICONS[0].src,
  };
  return `"use strict";
const { CACHE, SCOPE, OFFLINE, SHELL, ICON } = ${JSON.stringify(constants)};
const policyOf = (${consoleRequestPolicy.toString()});
${WORKER_BODY}`;
}

const WORKER_BODY = String.raw`
self.addEventListener("install", (event) => {
  event.waitUntil(
    caches.open(CACHE).then((cache) => cache.addAll(SHELL)).then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  const old = (name) => name.startsWith("console-shell-") && name !== CACHE;
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter(old).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

function fromShell(request) {
  return caches.match(request).then(
    (hit) =>
      hit ||
      fetch(request).then((response) => {
        if (response.ok && response.type === "basic") {
          const copy = response.clone();
          caches.open(CACHE).then((cache) => cache.put(request, copy));
        }
        return response;
      }),
  );
}

self.addEventListener("fetch", (event) => {
  const policy = policyOf(event.request, self.location.origin, SHELL);
  if (policy === "navigate") {
    event.respondWith(fetch(event.request).catch(() => caches.match(OFFLINE)));
  } else if (policy === "shell") {
    event.respondWith(fromShell(event.request));
  }
});

self.addEventListener("push", (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { body: event.data ? event.data.text() : "" };
  }
  event.waitUntil(
    self.registration.showNotification(message.title || "Dealer console", {
      body: message.body || "",
      icon: ICON,
      tag: message.tag || undefined,
      data: { url: message.url || SCOPE },
    }),
  );
});

// The lead a notification names opens in the console window already open (focused and sent
// there), else in a new one. Only this origin's console pages: never a link from elsewhere.
function isConsolePage(client) {
  const url = new URL(client.url);
  return url.pathname === SCOPE || url.pathname.startsWith(SCOPE + "/");
}

function openLead(href) {
  return self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((windows) => {
    const open = windows.find((client) => client.url === href) || windows.find(isConsolePage);
    if (!open) return self.clients.openWindow(href);
    // A window this worker does not control cannot be sent elsewhere: a new one opens instead.
    const shown = open.url === href ? Promise.resolve(open) : open.navigate(href);
    return shown.then(
      (client) => (client || open).focus().catch(() => undefined),
      () => self.clients.openWindow(href),
    );
  });
}

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  let target = new URL((event.notification.data && event.notification.data.url) || SCOPE, self.location.origin);
  if (target.origin !== self.location.origin) target = new URL(SCOPE, self.location.origin);
  event.waitUntil(openLead(target.href));
});
`;
