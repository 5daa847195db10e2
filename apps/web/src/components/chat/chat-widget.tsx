"use client";

import { useEffect, useMemo, useRef, useState, type RefObject } from "react";
import { chatMessageEvent } from "@forecourt/core/analytics/live-chat";
import { buildLead, type LeadCar } from "@forecourt/core/forms/build-lead";
import { textUsForm } from "@forecourt/core/forms/definitions/text-us-form";
import {
  serialiseValues,
  validateForm,
  type FormDefinition,
} from "@forecourt/core/forms/form-definition";
import type { FormSite } from "@forecourt/core/forms/form-site";
import { localUserFromLead, parseLocalUser } from "@forecourt/core/garage/local-user";
import { pageVehicleMeta } from "../analytics/page-vehicle.ts";
import { trackEvent } from "../analytics/track-event.ts";
import { FormFields } from "../forms/form-fields.tsx";
import { newIdempotencyKey, sendLead } from "../forms/send-lead.ts";
import { useFormEngine, type FormEngine } from "../forms/use-form-engine.ts";
import { browserContext } from "../forms/visit-storage.ts";
import { trackChatMessage } from "../garage/garage-events.ts";
import { readStored, writeStored } from "../garage/local-store.ts";
import { Button } from "../ui/button.tsx";
import { WhatsappLink } from "../vehicle/whatsapp-link.tsx";
import { CloseChatButton } from "./close-chat-button.tsx";
import { useEscapeKey } from "./use-escape-key.ts";

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

type ChatMessage = {
  form: FormDefinition;
  site: FormSite;
  car: LeadCar | null;
  locationId: number | null;
};

/** A message's lead: the form's answers and the car, added to the tab's conversation if any. */
function chatLead(
  { form, site, car }: ChatMessage,
  values: Record<string, unknown>,
  conversation: string | null,
) {
  const built = buildLead(form, serialiseValues(form, values, site), site, {
    ...(car ? { car } : {}),
    browser: browserContext(),
  });
  return conversation ? { ...built, lead_id: conversation } : built;
}

/**
 * A message sent: the live-chat event (55 first, 57 later), the conversion for a new lead, and
 * the shopper's mobile kept for the next form.
 */
function recordSent(
  { form, site, car, locationId }: ChatMessage,
  sent: { leadId: string; conversation: string | null; sentAt: number; earlier: number },
  phone: unknown,
) {
  writeConversation(sent.leadId);
  const chat = chatMessageEvent({
    from: "customer",
    sentAt: sent.sentAt,
    now: clock(),
    earlierCustomerMessages: sent.earlier,
  });
  if (chat.id !== null) {
    trackChatMessage(chat.id, { location: locationId === null ? null : String(locationId) });
  }
  // One conversion per lead: a message added to the conversation's lead is not another one.
  // A chat about a car carries the car's Meta fields the page has (automotive parameters, and
  // its catalogue id only where Meta's catalogue carries it).
  if (sent.leadId !== sent.conversation) {
    const meta = pageVehicleMeta(car?.car_id);
    trackEvent(
      { id: form.eventId },
      { leadId: sent.leadId, ...(meta ? { properties: { ...meta } } : {}) },
    );
  }
  const user = localUserFromLead(parseLocalUser(readStored(site.userStorageKey)), {
    phone,
  });
  if (user) writeStored(site.userStorageKey, user);
}

/** Focus on the first field when the chat opens, and on the message after each send. */
function useChatFocus(dialogRef: RefObject<HTMLDivElement | null>, sentCount: number) {
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) {
      console.info("Chat: the chat window is missing");
      return;
    }
    dialog.querySelector<HTMLElement>("textarea, input, select")?.focus();
    trackEvent({ type: "chat-opened" });
  }, [dialogRef]);

  // After a send (its controls were disabled meanwhile), the shopper types the next message.
  useEffect(() => {
    if (sentCount > 0) dialogRef.current?.querySelector("textarea")?.focus();
  }, [dialogRef, sentCount]);
}

/** The send: checked against the form, sent through the lead API, added to the messages. */
function useSendMessage(message: ChatMessage, engine: FormEngine) {
  const { form, site } = message;
  const { values, setValues, setErrors, setFailure } = engine;
  const [sent, setSent] = useState<SentMessage[]>([]);
  const idempotencyKey = useRef<string | null>(null);

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (engine.isSubmitting) return;
    const checked = validateForm(form, values, engine.ctx);
    setErrors(checked.errors);
    if (!checked.ok) return engine.focusFirstError(checked.errors);
    const sentAt = clock();
    const text = typeof values.message === "string" ? values.message.trim() : "";
    const conversation = readConversation();
    const lead = chatLead(message, values, conversation);
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
    const earlier = sent.length;
    recordSent(message, { leadId: result.leadId, conversation, sentAt, earlier }, lead.phone);
    setSent((previous) => [...previous, { text, sentAt }]);
    setValues((previous) => ({ ...previous, message: "" }));
  };
  return { sent, onSubmit };
}

/** The greeting, the shopper's messages and the note that they were sent. */
function ChatMessages({ greeting, sent }: { greeting: string; sent: SentMessage[] }) {
  return (
    <>
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
    </>
  );
}

/**
 * The first-party 'Text us' chat (spec §2): the shopper's message, name and mobile go to the
 * dealer as a lead of category 'Text us' through the lead API, checked against the same form
 * on both sides. A conversation is one lead: later messages name it and are added to it (the
 * server starts a new one after a long silence). The first message fires live-chat event 55,
 * later ones 57 (spec §4). Loaded only when the shopper asks for the chat (see ChatPopup).
 */
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
  const { failure, isSubmitting: isSending } = engine;
  const titleId = `${engine.idPrefix}-title`;
  const { sent, onSubmit } = useSendMessage({ form, site, car, locationId }, engine);
  const dialogRef = useRef<HTMLDivElement>(null);
  useChatFocus(dialogRef, sent.length);
  // Escape closes the chat wherever focus is: the panel does not hold the page (non-modal).
  useEscapeKey(true, onClose);

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
        <ChatMessages greeting={greeting} sent={sent} />
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
