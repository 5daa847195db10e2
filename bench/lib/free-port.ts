import net from "node:net";

const ATTEMPTS = 20;

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
  });
}

/** The requested port if it is free (an error if not), else the first free one from `from`. */
export async function freePort(requested: number | undefined, from: number): Promise<number> {
  if (requested !== undefined) {
    if (!(await isFree(requested))) throw new Error(`Port ${requested} is in use.`);
    return requested;
  }
  for (let port = from; port < from + ATTEMPTS; port++) if (await isFree(port)) return port;
  throw new Error(`No free port from ${from} to ${from + ATTEMPTS - 1}; pass --port.`);
}
