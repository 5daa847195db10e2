import type { Server } from "node:http";
import type { AddressInfo } from "node:net";

/** A stand-in's server listening on loopback. */
export type Listening = {
  /** `http://127.0.0.1:{port}` */
  origin: string;
  port: number;
  /** Stops the server, resolving once it has closed. */
  close(): Promise<void>;
};

/** Starts a stand-in's HTTP server on 127.0.0.1, on `port` or on a free one the system gives. */
export async function listenOnLoopback(server: Server, port = 0): Promise<Listening> {
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const bound = (server.address() as AddressInfo).port;
  return {
    origin: `http://127.0.0.1:${bound}`,
    port: bound,
    close: () =>
      new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      ),
  };
}
