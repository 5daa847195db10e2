"use client";

import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type Dispatch,
  type RefObject,
  type SetStateAction,
} from "react";
import { createPortal } from "react-dom";
import {
  CHAT_CLOSED_KEY,
  CHAT_OPEN_DELAY_MS,
  chatCardPlacement,
  closedFlagValue,
  greetingDecision,
} from "@forecourt/core/chat/chat-popup";
import type { LeadCar } from "@forecourt/core/forms/build-lead";
import { MessageSquare } from "lucide";
import { Icon } from "../ui/icon.tsx";
import type { FormSite } from "@forecourt/core/forms/form-site";
import { WhatsappLink } from "../vehicle/whatsapp-link.tsx";
import { OPEN_CHAT_EVENT, pageChatDetail, type OpenChatDetail } from "./open-chat.ts";
import { CloseChatButton } from "./close-chat-button.tsx";
import { findProviderLauncher } from "./provider-launcher.ts";
import type { ChatWidgetProps } from "./chat-widget.tsx";
import { useEscapeKey } from "./use-escape-key.ts";

export type ChatPopupProps = {
  provider: "text" | "live";
  greeting: string;
  whatsappHref: string | null;
  /** The live provider's script and launcher (settings `chat`). */
  scriptUrl: string | null;
  launcherSelector: string | null;
  /** What the first-party widget's 'Text us' lead needs of the site. */
  site: FormSite;
};

type Phase = "idle" | "greeting" | "loading" | "open";

function readClosedFlag(): string | null {
  try {
    return window.localStorage.getItem(CHAT_CLOSED_KEY);
  } catch {
    return null;
  }
}

function writeClosedFlag(): void {
  try {
    window.localStorage.setItem(CHAT_CLOSED_KEY, closedFlagValue());
  } catch {
    // Storage blocked: the card shows again on the next page, nothing worse.
  }
}

/**
 * Where the chat draws: a slot just before the page's main content, so its controls come right
 * after the header in the tab order rather than after the whole page (WCAG 2.4.3, 2.4.11).
 */
function chatSlot(): HTMLElement {
  const found = document.getElementById("chat-slot");
  if (found) return found;
  const slot = document.createElement("div");
  slot.id = "chat-slot";
  const main = document.getElementById("main");
  if (main) main.before(slot);
  else document.body.prepend(slot);
  return slot;
}

/**
 * Whether a fixed chat element may show where it sits (core `chatCardPlacement`): not over the
 * page's `[data-keep-clear]` parts nor over the focused control. Checked as the page scrolls,
 * resizes and focus moves; until it may, it is kept out of sight (and out of the tab order).
 */
function useMayShow(ref: RefObject<HTMLElement | null>, isActive: boolean): boolean {
  const [mayShow, setMayShow] = useState(false);
  useEffect(() => {
    if (!isActive) return;
    let frame = 0;
    const check = () => {
      window.cancelAnimationFrame(frame);
      frame = window.requestAnimationFrame(() => {
        const element = ref.current;
        if (!element) return;
        const focused = document.activeElement;
        const isOtherFocus =
          focused instanceof HTMLElement && focused !== document.body && !element.contains(focused);
        const placement = chatCardPlacement(
          element.getBoundingClientRect(),
          [...document.querySelectorAll("[data-keep-clear]")].map((part) =>
            part.getBoundingClientRect(),
          ),
          isOtherFocus ? focused.getBoundingClientRect() : null,
        );
        setMayShow(placement.mayShow);
      });
    };
    check();
    window.addEventListener("scroll", check, { passive: true });
    window.addEventListener("resize", check);
    document.addEventListener("focusin", check);
    return () => {
      window.cancelAnimationFrame(frame);
      window.removeEventListener("scroll", check);
      window.removeEventListener("resize", check);
      document.removeEventListener("focusin", check);
    };
  }, [ref, isActive]);
  return isActive && mayShow;
}

/** Resolves when the provider's script has run; a second call reuses the first load. */
let providerScript: Promise<void> | null = null;
function loadProviderScript(src: string): Promise<void> {
  providerScript ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`Chat script did not load: ${src}`));
    document.body.append(script);
  });
  return providerScript;
}

type SetPhase = Dispatch<SetStateAction<Phase>>;
type LoadedWidget = { Widget: ComponentType<ChatWidgetProps> };

/** Called when the chat is ready: §9 opens it 1.3 s later, the loading state meanwhile. */
const openAfterReady = (open: () => void) => window.setTimeout(open, CHAT_OPEN_DELAY_MS);

/** The live provider's chat: its script loaded, then its own button clicked. */
function openLiveChat(
  scriptUrl: string | null,
  launcherSelector: string | null,
  setPhase: SetPhase,
): void {
  if (!scriptUrl) {
    console.info("Chat: no provider script is configured");
    setPhase("idle");
    return;
  }
  loadProviderScript(scriptUrl)
    // The provider's script adds its button in its own time (§9: every 100 ms, 10 s).
    .then(() => (launcherSelector ? findProviderLauncher(launcherSelector) : null))
    .then((button) => {
      if (!button) {
        setPhase("idle");
        console.info(`Chat: the provider's chat button was not found (${launcherSelector})`);
        return;
      }
      openAfterReady(() => {
        setPhase("idle");
        button.click();
      });
    })
    .catch((error: unknown) => {
      console.info("Chat:", error);
      setPhase("idle");
    });
}

/** The first-party widget, loaded only now so no page pays for it. */
function openTextChat(setWidget: (widget: LoadedWidget) => void, setPhase: SetPhase): void {
  import("./chat-widget.tsx")
    .then(({ ChatWidget }) => {
      setWidget({ Widget: ChatWidget });
      openAfterReady(() => setPhase("open"));
    })
    .catch((error: unknown) => {
      console.info("Chat: the chat widget did not load", error);
      setPhase("idle");
    });
}

/**
 * The slot the chat draws in, and the greeting card 3 s after load unless closed before (then
 * `setIsClosed(true)`: the launcher is the way back to the chat).
 */
function useGreetingStart(
  provider: ChatPopupProps["provider"],
  setPhase: SetPhase,
  setIsClosed: (isClosed: boolean) => void,
): HTMLElement | null {
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the slot exists only in the browser
    setSlot(chatSlot());
    const decision = greetingDecision({ provider, stored: readClosedFlag() });
    if (!decision.isShown) {
      setIsClosed(decision.reason === "closed-before");
      return;
    }
    const timer = window.setTimeout(
      () => setPhase((now) => (now === "idle" ? "greeting" : now)),
      decision.delayMs,
    );
    return () => window.clearTimeout(timer);
  }, [provider, setPhase, setIsClosed]);
  return slot;
}

/** A page's request to open the chat (open-chat.ts). */
function useOpenChatEvent(openChat: (detail: OpenChatDetail) => void): void {
  useEffect(() => {
    const onOpen = (event: Event) =>
      openChat((event as CustomEvent<OpenChatDetail>).detail ?? { locationId: null });
    window.addEventListener(OPEN_CHAT_EVENT, onOpen);
    return () => window.removeEventListener(OPEN_CHAT_EVENT, onOpen);
  }, [openChat]);
}

/** The chat's state: what is shown, what the open chat is about, and the ways in and out. */
function useChatPopup({ provider, scriptUrl, launcherSelector }: ChatPopupProps) {
  const [phase, setPhase] = useState<Phase>("idle");
  const [widget, setWidget] = useState<LoadedWidget | null>(null);
  const [locationId, setLocationId] = useState<number | null>(null);
  const [car, setCar] = useState<LeadCar | null>(null);
  // Closed before (here or on an earlier page): the launcher is the way back to the chat.
  const [isClosed, setIsClosed] = useState(false);
  const returnFocus = useRef<HTMLElement | null>(null);
  const cardRef = useRef<HTMLElement | null>(null);
  const launcherRef = useRef<HTMLButtonElement | null>(null);
  const slot = useGreetingStart(provider, setPhase, setIsClosed);

  const openChat = useCallback(
    (detail: OpenChatDetail) => {
      writeClosedFlag();
      setIsClosed(true);
      setLocationId(detail.locationId);
      setCar(detail.car ?? null);
      returnFocus.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setPhase("loading");
      if (provider === "live") openLiveChat(scriptUrl, launcherSelector, setPhase);
      else openTextChat(setWidget, setPhase);
    },
    [provider, scriptUrl, launcherSelector],
  );
  useOpenChatEvent(openChat);

  const closeGreeting = useCallback(() => {
    const hadFocus = cardRef.current?.contains(document.activeElement) ?? false;
    writeClosedFlag();
    setIsClosed(true);
    setPhase("idle");
    // Focus stays in the same place on the page: the launcher that took the card's place.
    if (hadFocus) window.requestAnimationFrame(() => launcherRef.current?.focus());
  }, []);
  // Escape dismisses the greeting card, wherever focus is (WCAG 1.4.13, 2.4.11).
  useEscapeKey(phase === "greeting", closeGreeting);

  const closeWidget = useCallback(() => {
    setPhase("idle");
    // Back to what opened the chat (a vehicle page's Chat action); opened from the card or the
    // launcher, both gone meanwhile, to the launcher that is back in their place.
    if (returnFocus.current?.isConnected) returnFocus.current.focus();
    else window.requestAnimationFrame(() => launcherRef.current?.focus());
  }, []);

  const state = { phase, widget, locationId, car, isClosed, slot };
  return { ...state, cardRef, launcherRef, openChat, closeGreeting, closeWidget };
}

/** The button that brings back a chat closed before. */
function ChatLauncher({
  buttonRef,
  isVisible,
  onOpen,
}: {
  buttonRef: RefObject<HTMLButtonElement | null>;
  isVisible: boolean;
  onOpen: () => void;
}) {
  return (
    <button
      ref={buttonRef}
      type="button"
      data-chat="launcher"
      onClick={onOpen}
      className={`bg-brand text-brand-foreground hover:bg-brand-hover fixed right-4 bottom-[calc(1rem+var(--action-bar-height))] z-40 flex min-h-11 items-center gap-2 rounded-full px-4 font-semibold shadow-lg ${isVisible ? "" : "invisible"}`}
    >
      <Icon icon={MessageSquare} className="size-5" />
      Chat
    </button>
  );
}

/** The greeting card: the site's greeting, 'Text us' (loading the chat) and WhatsApp. */
function GreetingCard({
  cardRef,
  isVisible,
  isLoading,
  greeting,
  whatsappHref,
  onOpen,
  onClose,
}: {
  cardRef: RefObject<HTMLElement | null>;
  isVisible: boolean;
  isLoading: boolean;
  greeting: string;
  whatsappHref: string | null;
  onOpen: () => void;
  onClose: () => void;
}) {
  return (
    <aside
      ref={cardRef}
      aria-label="Chat with us"
      data-chat="greeting"
      className={`fixed right-4 bottom-[calc(1rem+var(--action-bar-height))] z-40 w-72 max-w-[calc(100vw-2rem)] rounded-lg border border-slate-300 bg-white p-4 text-slate-900 shadow-lg ${isVisible ? "" : "invisible"}`}
    >
      <CloseChatButton
        label="Close chat greeting"
        onClick={onClose}
        placement="absolute top-1 right-1"
      />
      <p className="pr-6">{greeting}</p>
      <button
        type="button"
        onClick={onOpen}
        disabled={isLoading}
        aria-busy={isLoading || undefined}
        className="bg-brand text-brand-foreground hover:bg-brand-hover mt-3 w-full rounded-md px-4 py-2 font-semibold disabled:opacity-60"
      >
        {isLoading ? "Loading chat…" : "Text us"}
      </button>
      {isLoading ? (
        <p role="status" className="sr-only">
          Loading chat
        </p>
      ) : null}
      {whatsappHref ? <WhatsappLink href={whatsappHref} className="mt-2" /> : null}
    </aside>
  );
}

/**
 * The text-chat popup (spec §2, §9): a greeting card 3 s after load unless closed before; its
 * close and its 'Text us' both keep it closed from then on. 'Text us' (or a page's Chat action)
 * loads the chat only then, so no page pays for it, and opens it 1.3 s after it is ready.
 * A chat that cannot be shown is logged (spec §8), never thrown.
 */
export function ChatPopup(props: ChatPopupProps) {
  const chat = useChatPopup(props);
  const { phase, widget, slot } = chat;
  const isCardShown = phase === "greeting" || phase === "loading";
  const isLauncherShown = phase === "idle" && chat.isClosed;
  const mayShowCard = useMayShow(chat.cardRef, isCardShown);
  const mayShowLauncher = useMayShow(chat.launcherRef, isLauncherShown);
  const openFromPage = () => chat.openChat(pageChatDetail());

  if (!slot) return null;
  if (phase === "open" && widget) {
    const { Widget } = widget;
    return createPortal(
      <Widget
        site={props.site}
        greeting={props.greeting}
        locationId={chat.locationId}
        car={chat.car}
        whatsappHref={props.whatsappHref}
        onClose={chat.closeWidget}
      />,
      slot,
    );
  }
  if (isLauncherShown) {
    return createPortal(
      <ChatLauncher
        buttonRef={chat.launcherRef}
        isVisible={mayShowLauncher}
        onOpen={openFromPage}
      />,
      slot,
    );
  }
  if (!isCardShown) return null;
  return createPortal(
    <GreetingCard
      cardRef={chat.cardRef}
      isVisible={mayShowCard}
      isLoading={phase === "loading"}
      greeting={props.greeting}
      whatsappHref={props.whatsappHref}
      onOpen={openFromPage}
      onClose={chat.closeGreeting}
    />,
    slot,
  );
}
