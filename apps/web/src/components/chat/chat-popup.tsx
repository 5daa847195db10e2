"use client";

import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type RefObject,
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

/**
 * The text-chat popup (spec §2, §9): a greeting card 3 s after load unless closed before; its
 * close and its 'Text us' both keep it closed from then on. 'Text us' (or a page's Chat action)
 * loads the chat only then, so no page pays for it, and opens it 1.3 s after it is ready.
 * A chat that cannot be shown is logged (spec §8), never thrown.
 */
// eslint-disable-next-line max-lines-per-function -- over the cap: a split costs script on every vehicle page: measure the budget (e2e/site-script-budget.spec.ts) first
export function ChatPopup(props: ChatPopupProps) {
  const { provider, scriptUrl, launcherSelector } = props;
  const [phase, setPhase] = useState<Phase>("idle");
  const [widget, setWidget] = useState<{ Widget: ComponentType<ChatWidgetProps> } | null>(null);
  const [locationId, setLocationId] = useState<number | null>(null);
  const [car, setCar] = useState<LeadCar | null>(null);
  // Closed before (here or on an earlier page): the launcher is the way back to the chat.
  const [isClosed, setIsClosed] = useState(false);
  const returnFocus = useRef<HTMLElement | null>(null);
  const cardRef = useRef<HTMLElement | null>(null);
  const launcherRef = useRef<HTMLButtonElement | null>(null);
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
  }, [provider]);

  const openChat = useCallback(
    (detail: OpenChatDetail) => {
      writeClosedFlag();
      setIsClosed(true);
      setLocationId(detail.locationId);
      setCar(detail.car ?? null);
      returnFocus.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setPhase("loading");
      // Called when the chat is ready: §9 opens it 1.3 s later, the loading state meanwhile.
      const openAfterReady = (open: () => void) => window.setTimeout(open, CHAT_OPEN_DELAY_MS);
      if (provider === "live") {
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
        return;
      }
      import("./chat-widget.tsx")
        .then(({ ChatWidget }) => {
          setWidget({ Widget: ChatWidget });
          openAfterReady(() => setPhase("open"));
        })
        .catch((error: unknown) => {
          console.info("Chat: the chat widget did not load", error);
          setPhase("idle");
        });
    },
    [provider, scriptUrl, launcherSelector],
  );

  useEffect(() => {
    const onOpen = (event: Event) =>
      openChat((event as CustomEvent<OpenChatDetail>).detail ?? { locationId: null });
    window.addEventListener(OPEN_CHAT_EVENT, onOpen);
    return () => window.removeEventListener(OPEN_CHAT_EVENT, onOpen);
  }, [openChat]);

  const closeGreeting = useCallback(() => {
    const hadFocus = cardRef.current?.contains(document.activeElement) ?? false;
    writeClosedFlag();
    setIsClosed(true);
    setPhase("idle");
    // Focus stays in the same place on the page: the launcher that took the card's place.
    if (hadFocus) window.requestAnimationFrame(() => launcherRef.current?.focus());
  }, []);

  // Escape dismisses the greeting card, wherever focus is (WCAG 1.4.13, 2.4.11).
  useEffect(() => {
    if (phase !== "greeting") return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape" && !event.defaultPrevented) closeGreeting();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [phase, closeGreeting]);

  const isCardShown = phase === "greeting" || phase === "loading";
  const isLauncherShown = phase === "idle" && isClosed;
  const mayShowCard = useMayShow(cardRef, isCardShown);
  const mayShowLauncher = useMayShow(launcherRef, isLauncherShown);

  const closeWidget = useCallback(() => {
    setPhase("idle");
    // Back to what opened the chat (a vehicle page's Chat action); opened from the card or the
    // launcher, both gone meanwhile, to the launcher that is back in their place.
    if (returnFocus.current?.isConnected) returnFocus.current.focus();
    else window.requestAnimationFrame(() => launcherRef.current?.focus());
  }, []);

  if (!slot) return null;
  if (phase === "open" && widget) {
    const { Widget } = widget;
    return createPortal(
      <Widget
        site={props.site}
        greeting={props.greeting}
        locationId={locationId}
        car={car}
        whatsappHref={props.whatsappHref}
        onClose={closeWidget}
      />,
      slot,
    );
  }
  if (isLauncherShown) {
    return createPortal(
      <button
        ref={launcherRef}
        type="button"
        data-chat="launcher"
        onClick={() => openChat(pageChatDetail())}
        className={`bg-brand text-brand-foreground hover:bg-brand-hover fixed right-4 bottom-[calc(1rem+var(--action-bar-height))] z-40 flex min-h-11 items-center gap-2 rounded-full px-4 font-semibold shadow-lg ${mayShowLauncher ? "" : "invisible"}`}
      >
        <Icon icon={MessageSquare} className="size-5" />
        Chat
      </button>,
      slot,
    );
  }
  if (!isCardShown) return null;
  const isLoading = phase === "loading";
  return createPortal(
    <aside
      ref={cardRef}
      aria-label="Chat with us"
      data-chat="greeting"
      className={`fixed right-4 bottom-[calc(1rem+var(--action-bar-height))] z-40 w-72 max-w-[calc(100vw-2rem)] rounded-lg border border-slate-300 bg-white p-4 text-slate-900 shadow-lg ${mayShowCard ? "" : "invisible"}`}
    >
      <CloseChatButton
        label="Close chat greeting"
        onClick={closeGreeting}
        placement="absolute top-1 right-1"
      />
      <p className="pr-6">{props.greeting}</p>
      <button
        type="button"
        onClick={() => openChat(pageChatDetail())}
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
      {props.whatsappHref ? <WhatsappLink href={props.whatsappHref} className="mt-2" /> : null}
    </aside>,
    slot,
  );
}
