import {
  answerPushSubscribe,
  answerPushUnsubscribe,
} from "@/server/console/answer-push-subscription";
import { staffEndpoint } from "@/server/console/staff-endpoint";

/**
 * /console/account/notifications: the signed-in user's notifications on this device (Web Push).
 * POST turns them on or changes the events wanted; DELETE turns them off.
 */
export const POST = staffEndpoint(answerPushSubscribe);
export const DELETE = staffEndpoint(answerPushUnsubscribe);
