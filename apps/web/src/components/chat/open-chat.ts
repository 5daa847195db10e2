/**
 * How a page asks the site's chat to open (the vehicle page's Chat action): a window event the
 * chat popup listens for, so the page needs no reference to it and no chat code of its own.
 */
export const OPEN_CHAT_EVENT = "forecourt:open-chat";

export type OpenChatDetail = { locationId: number | null };

export function requestChatOpen(detail: OpenChatDetail): void {
  window.dispatchEvent(new CustomEvent<OpenChatDetail>(OPEN_CHAT_EVENT, { detail }));
}
