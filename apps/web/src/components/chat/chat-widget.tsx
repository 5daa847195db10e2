"use client";

import { useEffect, useMemo, useRef, useState } from "react";
import { chatMessageEvent } from "@forecourt/core/analytics/live-chat";
import { buildLead, type LeadCar } from "@forecourt/core/forms/build-lead";
import { textUsForm } from "@forecourt/core/forms/definitions/text-us-form";
import { serialiseValues, validateForm } from "@forecourt/core/forms/form-definition";
import type { FormSite } from "@forecourt/core/forms/form-site";
import { localUserFromLead, parseLocalUser } from "@forecourt/core/garage/local-user";
import { pageVehicleMeta } from "../analytics/page-vehicle.ts";
import { trackEvent } from "../analytics/track-event.ts";
import { FormFields } from "../forms/form-fields.tsx";
import { newIdempotencyKey, sendLead } from "../forms/send-lead.ts";
import { useFormEngine } from "../forms/use-form-engine.ts";
import { browserStorage, visitContext } from "../forms/visit-storage.ts";
import { trackChatMessage } from "../garage/garage-events.ts";
import { readStored, writeStored } from "../garage/local-store.ts";
import { Button } from "../ui/button.tsx";
import { WhatsappLink } from "../vehicle/whatsapp-link.tsx";
import { CloseChatButton } from "./close-chat-button.tsx";

export type ChatWidgetProps = {
  site: FormSite;
  greeting: string;
  /** The location the chat is about (a vehicle page's car's), for the chat's events. */
  locationId: number | null;
  /** The car of the vehicle page the chat was opened on: the lead carries it. */
  car: LeadCar | null;
  whatsappHref: string | null;
  onClose: () => void;
};

type SentMessage = { text: string; sentAt: number };

/** Wall-clock time of a send (the live-chat window is measured in it); read in handlers only. */
const clock = () => Date.now();

/** The conversation's lead in this tab: later messages are added to it (one lead, one email). */
const CONVERSATION_KEY = "forecourt:chat-conversation";

function readConversation(): string | null {
  try {
    return window.sessionStorage.getItem(CONVERSATION_KEY);
  } catch {
    return null;
  }
}

function writeConversation(leadId: string): void {
  try {
    window.sessionStorage.setItem(CONVERSATION_KEY, leadId);
  } catch {
    // Storage blocked: the next page's first message starts a new lead, nothing worse.
  }
}

/** The stored shopper's name and mobile, so a returning shopper types only the message. */
function storedContact(site: FormSite): Record<string, string> {
  const user = parseLocalUser(readStored(site.userStorageKey));
  if (!user) return {};
  const name = [user.name, user.last_name].filter(Boolean).join(" ");
  return { ...(name ? { name } : {}), ...(user.phone ? { phone: user.phone } : {}) };
}

/**
 * The first-party 'Text us' chat (spec §2): the shopper's message, name and mobile go to the
 * dealer as a lead of category 'Text us' through the lead API, checked against the same form
 * on both sides. A conversation is one lead: later messages name it and are added to it (the
 * server starts a new one after a long silence). The first message fires live-chat event 55,
 * later ones 57 (spec §4). Loaded only when the shopper asks for the chat (see ChatPopup).
 */
// eslint-disable-next-line max-lines-per-function -- over the cap: a split costs script on every vehicle page: measure the budget (e2e/site-script-budget.spec.ts) first
export function ChatWidget({
  site,
  greeting,
  locationId,
  car,
  whatsappHref,
  onClose,
}: ChatWidgetProps) {
  const form = useMemo(() => textUsForm(site.options), [site.options]);
  const formRef = useRef<HTMLFormElement>(null);
  const engine = useFormEngine({ form, site, formRef, initialValues: () => storedContact(site) });
  const { values, setValues, setErrors, failure, setFailure, isSubmitting: isSending } = engine;
  const titleId = `${engine.idPrefix}-title`;
  const [sent, setSent] = useState<SentMessage[]>([]);
  const idempotencyKey = useRef<string | null>(null);
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) {
      console.info("Chat: the chat window is missing");
      return;
    }
    dialog.querySelector<HTMLElement>("textarea, input, select")?.focus();
    trackEvent({ type: "chat-opened" });
  }, []);

  // After a send (its controls were disabled meanwhile), the shopper types the next message.
  useEffect(() => {
    if (sent.length > 0) dialogRef.current?.querySelector("textarea")?.focus();
  }, [sent.length]);

  // Escape closes the chat wherever focus is: the panel does not hold the page (non-modal).
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape" && !event.defaultPrevented) onClose();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [onClose]);

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSending) return;
    const checked = validateForm(form, values, engine.ctx);
    setErrors(checked.errors);
    if (!checked.ok) return engine.focusFirstError(checked.errors);
    const sentAt = clock();
    const text = typeof values.message === "string" ? values.message.trim() : "";
    const conversation = readConversation();
    const built = buildLead(form, serialiseValues(form, values, site), site, {
      ...(car ? { car } : {}),
      browser: {
        url: window.location.href,
        userAgent: navigator.userAgent,
        ...visitContext(browserStorage()),
      },
    });
    const lead = conversation ? { ...built, lead_id: conversation } : built;
    engine.setSubmitting(true);
    setFailure(null);
    idempotencyKey.current ??= newIdempotencyKey();
    const result = await sendLead({
      lead,
      kind: "single-step",
      idempotencyKey: idempotencyKey.current,
      isMockMode: site.isMockMode,
    });
    engine.setSubmitting(false);
    if (!result.ok) {
      setFailure(result.message);
      setErrors(result.fieldErrors);
      return;
    }
    idempotencyKey.current = null;
    writeConversation(result.leadId);
    const chat = chatMessageEvent({
      from: "customer",
      sentAt,
      now: clock(),
      earlierCustomerMessages: sent.length,
    });
    if (chat.id !== null) {
      trackChatMessage(chat.id, { location: locationId === null ? null : String(locationId) });
    }
    // One conversion per lead: a message added to the conversation's lead is not another one.
    // A chat about a car carries the car's Meta fields the page has (automotive parameters, and
    // its catalogue id only where Meta's catalogue carries it).
    if (result.leadId !== conversation) {
      const meta = pageVehicleMeta(car?.car_id);
      trackEvent(
        { id: form.eventId },
        { leadId: result.leadId, ...(meta ? { properties: { ...meta } } : {}) },
      );
    }
    const user = localUserFromLead(parseLocalUser(readStored(site.userStorageKey)), {
      phone: lead.phone,
    });
    if (user) writeStored(site.userStorageKey, user);
    setSent((previous) => [...previous, { text, sentAt }]);
    setValues((previous) => ({ ...previous, message: "" }));
  };

  return (
    <div
      ref={dialogRef}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      data-chat="widget"
      className="fixed right-4 bottom-[calc(1rem+var(--action-bar-height))] z-40 flex max-h-[calc(100vh-2rem-var(--action-bar-height))] w-80 max-w-[calc(100vw-2rem)] flex-col rounded-lg border border-slate-300 bg-white text-slate-900 shadow-lg"
    >
      <div className="flex items-center justify-between border-b border-slate-200 px-4 py-2">
        <h2 id={titleId} className="font-semibold">
          Text us
        </h2>
        <CloseChatButton label="Close chat" onClick={onClose} />
      </div>
      <div className="overflow-y-auto px-4 py-3">
        <p className="rounded-md bg-slate-100 p-2 text-sm">{greeting}</p>
        <ol aria-label="Your messages" className="mt-2 space-y-2">
          {sent.map((message) => (
            <li
              key={message.sentAt}
              className="bg-brand text-brand-foreground ml-6 rounded-md p-2 text-sm"
            >
              {message.text}
            </li>
          ))}
        </ol>
        <p role="status" className="mt-2 text-sm">
          {sent.length > 0 ? "Sent. We will text you back on your mobile soon." : ""}
        </p>
        {failure ? (
          <p role="alert" className="mt-2 text-sm font-semibold text-red-800">
            {failure}
          </p>
        ) : null}
        <form ref={formRef} noValidate onSubmit={onSubmit} className="mt-2 space-y-3">
          <FormFields engine={engine} fields={engine.allFields} vehicles={[]} />
          <Button
            type="submit"
            disabled={isSending}
            aria-busy={isSending || undefined}
            className="w-full"
          >
            {isSending ? "Sending" : form.submitLabel}
          </Button>
        </form>
        {whatsappHref ? <WhatsappLink href={whatsappHref} className="mt-3" /> : null}
      </div>
    </div>
  );
}
