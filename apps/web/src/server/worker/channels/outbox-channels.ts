import { adfChannel } from "./adf-channel.ts";
import { consolePushChannel } from "./console-push-channel.ts";
import { consoleInvitationChannel } from "./console-invitation-channel.ts";
import { conversationEmailChannel, conversationSmsChannel } from "./conversation-channels.ts";
import { dealerEmailChannel } from "./dealer-email-channel.ts";
import { feedImagesChannel } from "./feed-images-channel.ts";
import { leadDigestChannel } from "./lead-digest-channel.ts";
import { leadOverdueChannel } from "./lead-overdue-channel.ts";
import { leadReplyChannel } from "./lead-reply-channel.ts";
import type { AnyOutboxChannel } from "./outbox-channel.ts";
import { reservationMailChannel } from "./reservation-mail-channel.ts";
import { savedCarAlertChannel } from "./saved-car-alert-channel.ts";
import { consoleSignInCodeChannel, signInCodeChannel } from "./sign-in-code-channel.ts";
import { webhookChannel } from "./webhook-channel.ts";
import { weeklyReportChannel } from "./weekly-report-channel.ts";

/**
 * Every channel the worker delivers, one per outbox kind. A new channel (SMS, a CRM's API) is a
 * payload schema in core's `outbox-payload.ts`, a module here, and one line in this list.
 */
export const OUTBOX_CHANNELS: readonly AnyOutboxChannel[] = [
  dealerEmailChannel,
  adfChannel,
  webhookChannel,
  signInCodeChannel,
  savedCarAlertChannel,
  reservationMailChannel,
  consoleSignInCodeChannel,
  consoleInvitationChannel,
  // Queued one per lead before the digest; kept to send what was queued then.
  leadOverdueChannel,
  leadDigestChannel,
  leadReplyChannel,
  consolePushChannel,
  conversationEmailChannel,
  conversationSmsChannel,
  weeklyReportChannel,
  feedImagesChannel,
];
