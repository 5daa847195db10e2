import { createSocket, type RemoteInfo } from "node:dgram";

/**
 * A DNS server for tests, over UDP as resolvers speak it (RFC 1035): it answers A and TXT
 * questions from the records it is given (names compared case-insensitively), NXDOMAIN for
 * names it has none for. Enough for node:dns's Resolver (c-ares) pointed at it.
 */
export type DnsRecords = { a?: Record<string, string[]>; txt?: Record<string, string[]> };

export type DnsStandIn = {
  /** `127.0.0.1:{port}`, for `Resolver#setServers` or DOMAIN_VERIFY_DNS_SERVERS. */
  server: string;
  records: Required<DnsRecords>;
  close(): Promise<void>;
};

const TYPE_A = 1;
const TYPE_TXT = 16;

/**
 * `read`, when given, is asked for the records at each question (a stand-in another process
 * publishes records to); else the `records` it answers are the ones given, changed in place.
 */
export async function startDnsStandIn(
  records: DnsRecords = {},
  port = 0,
  read?: () => DnsRecords,
): Promise<DnsStandIn> {
  const socket = createSocket("udp4");
  const held: Required<DnsRecords> = { a: { ...records.a }, txt: { ...records.txt } };
  socket.on("message", (query: Buffer, from: RemoteInfo) => {
    const current = read?.();
    const answer = answerQuery(
      query,
      current ? { a: { ...current.a }, txt: { ...current.txt } } : held,
    );
    if (answer) socket.send(answer, from.port, from.address);
  });
  await new Promise<void>((resolve, reject) => {
    socket.once("error", reject);
    socket.bind(port, "127.0.0.1", () => resolve());
  });
  return {
    server: `127.0.0.1:${socket.address().port}`,
    records: held,
    close: () => new Promise((resolve) => socket.close(() => resolve())),
  };
}

function lookUp(records: Required<DnsRecords>, kind: "a" | "txt", name: string): string[] {
  const found = Object.entries(records[kind]).find(([key]) => key.toLowerCase() === name);
  return found?.[1] ?? [];
}

/** A TXT record's data: its text as character-strings of at most 255 bytes (RFC 1035 3.3.14). */
function txtRdata(text: string): Buffer {
  const bytes = Buffer.from(text);
  const strings: Buffer[] = [];
  for (let at = 0; at < bytes.length || strings.length === 0; at += 255) {
    const part = bytes.subarray(at, at + 255);
    strings.push(Buffer.from([part.length]), part);
  }
  return Buffer.concat(strings);
}

function answerQuery(query: Buffer, records: Required<DnsRecords>): Buffer | null {
  if (query.length < 12 || query.readUInt16BE(4) !== 1) return null;
  let offset = 12;
  const labels: string[] = [];
  for (;;) {
    const length = query[offset];
    if (length === undefined || length > 63) return null;
    offset += 1;
    if (length === 0) break;
    labels.push(query.subarray(offset, offset + length).toString("ascii"));
    offset += length;
  }
  if (offset + 4 > query.length) return null;
  const type = query.readUInt16BE(offset);
  const question = query.subarray(12, offset + 4);
  const name = labels.join(".").toLowerCase();
  const hasName = lookUp(records, "a", name).length + lookUp(records, "txt", name).length > 0;
  const rdatas =
    type === TYPE_A
      ? lookUp(records, "a", name).map((ip) => Buffer.from(ip.split(".").map(Number)))
      : type === TYPE_TXT
        ? lookUp(records, "txt", name).map(txtRdata)
        : [];
  const header = Buffer.alloc(12);
  header.writeUInt16BE(query.readUInt16BE(0), 0);
  // A response, recursion desired and available; NXDOMAIN (3) for a name with no records.
  header.writeUInt16BE(0x8180 | (hasName ? 0 : 3), 2);
  header.writeUInt16BE(1, 4);
  header.writeUInt16BE(rdatas.length, 6);
  const answers = rdatas.map((rdata) => {
    const fixed = Buffer.alloc(12);
    fixed.writeUInt16BE(0xc00c, 0); // the name: a pointer to the question's
    fixed.writeUInt16BE(type, 2);
    fixed.writeUInt16BE(1, 4); // class IN
    fixed.writeUInt32BE(0, 6); // TTL 0: tests change records between lookups
    fixed.writeUInt16BE(rdata.length, 10);
    return Buffer.concat([fixed, rdata]);
  });
  return Buffer.concat([header, question, ...answers]);
}
