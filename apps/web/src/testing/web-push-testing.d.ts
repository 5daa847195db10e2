/**
 * The parts of web-push-testing (a local push service, dev only) the sender's test and the push
 * benchmark use.
 */
declare module "web-push-testing/src/PushApiModel.js" {
  export class PushApiModel {
    /** Checks a push's VAPID signature and decrypts it into `messages` (rejects when invalid). */
    handleNotification(clientHash: string, headers: unknown, body: unknown): Promise<unknown>;
    /** The decrypted messages received, by subscription. */
    messages: Record<string, string[]>;
  }
}

declare module "web-push-testing/src/server.js" {
  import type { Server } from "node:http";
  import type { PushApiModel } from "web-push-testing/src/PushApiModel.js";

  export default class WebPushTestingServer {
    constructor(model: PushApiModel, port: number);
    /** Listens on localhost at the port; `_server` is the listener once called. */
    startServer(): void;
    _server: Server;
  }
}
