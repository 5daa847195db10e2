import type { LeadCar } from "@forecourt/core/forms/build-lead";

/**
 * How a page asks the site's chat to open (the vehicle page's Chat action): a window event the
 * chat popup listens for, so the page needs no reference to it and no chat code of its own.
 */
export const OPEN_CHAT_EVENT = "forecourt:open-chat";

/** The car a chat started on a vehicle page is about (its lead carries it), or null. */
export type OpenChatDetail = { locationId: number | null; car?: LeadCar | null };

export function requestChatOpen(detail: OpenChatDetail): void {
  window.dispatchEvent(new CustomEvent<OpenChatDetail>(OPEN_CHAT_EVENT, { detail }));
}

/** The attribute a vehicle page's Chat action keeps its car in, for the greeting's 'Text us'. */
export const CHAT_CAR_ATTRIBUTE = "data-chat-car";

/** What the page the shopper is on says the chat is about: its car on a vehicle page. */
export function pageChatDetail(): OpenChatDetail {
  const raw = document.querySelector(`[${CHAT_CAR_ATTRIBUTE}]`)?.getAttribute(CHAT_CAR_ATTRIBUTE);
  if (!raw) return { locationId: null };
  try {
    const car = JSON.parse(raw) as LeadCar;
    return { locationId: typeof car.location_id === "number" ? car.location_id : null, car };
  } catch {
    return { locationId: null };
  }
}
