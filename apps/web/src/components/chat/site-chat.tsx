"use client";

import { useEffect, useRef } from "react";
import { useLoadedAfterHydration } from "../ui/on-demand.ts";
import type { ChatPopupProps } from "./chat-popup.tsx";
import { OPEN_CHAT_EVENT, requestChatOpen, type OpenChatDetail } from "./open-chat.ts";

const loadChatPopup = () => import("./chat-popup.tsx").then((module) => module.ChatPopup);

/**
 * The site's chat (`ChatPopup`) on sites that have one: its code is fetched once the page has
 * hydrated rather than named with every site's pages (it draws nothing before its greeting). A
 * page's Chat action pressed before it has arrived is kept and asked again once it listens.
 */
export function SiteChat(props: ChatPopupProps) {
  const { Loaded: ChatPopup } = useLoadedAfterHydration(loadChatPopup);
  const asked = useRef<OpenChatDetail | null>(null);
  useEffect(() => {
    if (ChatPopup) {
      // The popup's own effect, which listens, has run before this one (children first).
      if (asked.current) requestChatOpen(asked.current);
      asked.current = null;
      return;
    }
    const onOpen = (event: Event) => {
      asked.current = (event as CustomEvent<OpenChatDetail>).detail ?? { locationId: null };
    };
    window.addEventListener(OPEN_CHAT_EVENT, onOpen);
    return () => window.removeEventListener(OPEN_CHAT_EVENT, onOpen);
  }, [ChatPopup]);
  return ChatPopup ? <ChatPopup {...props} /> : null;
}
