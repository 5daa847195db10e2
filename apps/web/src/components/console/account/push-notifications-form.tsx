"use client";
import { useEffect, useState } from "react";
import {
  CONSOLE_APP_SCOPE,
  CONSOLE_SERVICE_WORKER_PATH,
} from "@forecourt/core/console/console-app";
import { CONSOLE_NOTIFICATIONS_PATH } from "@forecourt/core/console/console-paths";
import {
  PUSH_EVENT_LABELS,
  PUSH_EVENTS,
  type PushEvent,
} from "@forecourt/core/console/push-subscription";
import type { FormState } from "@/server/console/form-state";
import { IDLE } from "@/server/console/form-state";
import { Button } from "@/components/ui/button";
import { FormNotice } from "../kit/form-notice.tsx";

/** The user's devices with notifications on (from the server): their address and choices. */
type PushDeviceChoices = { endpoint: string; events: PushEvent[] };

const MESSAGES = {
  unsupported: "This browser cannot show the console’s notifications.",
  denied:
    "Notifications are blocked for the console in this browser’s settings: allow them there, then turn them on here.",
  failed: "The notifications could not be changed. Try again.",
  on: "Notifications are on for this device.",
  saved: "Your choices for this device are saved.",
  off: "Notifications are off for this device.",
} as const;

type DeviceState = "checking" | "unsupported" | "off" | "on";

/** The base64url VAPID key as the bytes `pushManager.subscribe` takes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/");
  const text = atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(text, (char) => char.charCodeAt(0));
}

async function registration(): Promise<ServiceWorkerRegistration> {
  return (
    (await navigator.serviceWorker.getRegistration(CONSOLE_APP_SCOPE)) ??
    navigator.serviceWorker.register(CONSOLE_SERVICE_WORKER_PATH, { scope: CONSOLE_APP_SCOPE })
  );
}

/** Whether this browser can take notifications, and whether (with which choices) it has them. */
async function deviceStateOf(
  devices: PushDeviceChoices[],
): Promise<{ state: DeviceState; events?: PushEvent[] }> {
  if (!("serviceWorker" in navigator) || !("PushManager" in window))
    return { state: "unsupported" };
  try {
    const subscription = await (await registration()).pushManager.getSubscription();
    const known = devices.find((device) => device.endpoint === subscription?.endpoint);
    return known ? { state: "on", events: known.events } : { state: "off" };
  } catch {
    return { state: "unsupported" };
  }
}

async function sendSubscription(method: "POST" | "DELETE", body: unknown): Promise<boolean> {
  const response = await fetch(CONSOLE_NOTIFICATIONS_PATH, {
    method,
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  }).catch(() => null);
  return response?.ok ?? false;
}

/**
 * "Notifications on this device": permission is asked only when the button is pressed; the
 * browser subscribes with the console's VAPID public key and the subscription, with the events
 * chosen, is posted to the server. The same choices are changed, or turned off, here.
 */
export function PushNotificationsForm({
  publicKey,
  devices,
}: {
  publicKey: string;
  devices: PushDeviceChoices[];
}) {
  const push = usePushDevice(publicKey, devices);
  const { device, isPending } = push;
  if (device === "unsupported")
    return <p className="mt-2 text-slate-700">{MESSAGES.unsupported}</p>;
  return (
    <form
      className="mt-4 grid max-w-md gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void push.run(push.turnOn);
      }}
    >
      <FormNotice state={push.state} />
      <p className="text-slate-700">
        {device === "on"
          ? "This device shows a notification when:"
          : "Turn them on to be told on this device, even with the console closed, when:"}
      </p>
      <PushEventChoices events={push.events} onChange={push.setEvents} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={device === "checking" || isPending}>
          {device === "on" ? "Save choices" : "Turn on notifications"}
        </Button>
        {device === "on" ? (
          <Button
            type="button"
            variant="outline"
            disabled={isPending}
            onClick={() => void push.run(push.turnOff)}
          >
            Turn off on this device
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/** This device's notifications: found on mount, turned on (with the events chosen) or off. */
function usePushDevice(publicKey: string, devices: PushDeviceChoices[]) {
  const [device, setDevice] = useState<DeviceState>("checking");
  const [events, setEvents] = useState<PushEvent[]>([...PUSH_EVENTS]);
  const [state, setState] = useState<FormState>(IDLE);
  const [isPending, setPending] = useState(false);

  useEffect(() => {
    void deviceStateOf(devices).then((found) => {
      if (found.events) setEvents(found.events);
      setDevice(found.state);
    });
  }, [devices]);

  async function turnOn() {
    if ((await Notification.requestPermission()) !== "granted") {
      return setState({ status: "error", message: MESSAGES.denied });
    }
    const subscription = await subscribe(publicKey);
    const wasOn = device === "on";
    if (!(await sendSubscription("POST", { ...subscription.toJSON(), events }))) {
      return setState({ status: "error", message: MESSAGES.failed });
    }
    setDevice("on");
    setState({ status: "done", message: wasOn ? MESSAGES.saved : MESSAGES.on });
  }

  async function turnOff() {
    const subscription = await (await registration()).pushManager.getSubscription();
    if (subscription) {
      if (!(await sendSubscription("DELETE", { endpoint: subscription.endpoint }))) {
        return setState({ status: "error", message: MESSAGES.failed });
      }
      await subscription.unsubscribe();
    }
    setDevice("off");
    setState({ status: "done", message: MESSAGES.off });
  }

  async function run(step: () => Promise<void>) {
    setPending(true);
    try {
      await step();
    } catch {
      setState({ status: "error", message: MESSAGES.failed });
    } finally {
      setPending(false);
    }
  }

  return { device, events, setEvents, state, isPending, turnOn, turnOff, run };
}

/** The browser's subscription for this device: the one it has, or a new one with the VAPID key. */
async function subscribe(publicKey: string): Promise<PushSubscription> {
  const worker = await registration();
  return (
    (await worker.pushManager.getSubscription()) ??
    (await worker.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(publicKey),
    }))
  );
}

/** The events to be told of, one tick box each (its label the 44 px target). */
function PushEventChoices({
  events,
  onChange,
}: {
  events: PushEvent[];
  onChange: (events: PushEvent[]) => void;
}) {
  return (
    <fieldset>
      <legend className="sr-only">Notify me on this device when</legend>
      {PUSH_EVENTS.map((event) => (
        <label key={event} className="flex items-center gap-2">
          <input
            type="checkbox"
            name="events"
            value={event}
            className="size-5"
            checked={events.includes(event)}
            onChange={(change) =>
              onChange(
                change.target.checked
                  ? [...events, event]
                  : events.filter((other) => other !== event),
              )
            }
          />
          <span>{PUSH_EVENT_LABELS[event]}</span>
        </label>
      ))}
    </fieldset>
  );
}
