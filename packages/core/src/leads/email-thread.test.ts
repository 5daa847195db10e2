import { describe, expect, it } from "vitest";
import { enquiryKey, inboundMessageId, MAX_REFERENCES, threadHeaders } from "./email-thread.ts";

const outgoing = (id: string) => `<conversation.email.${id}@forecourt.test>`;

describe("threadHeaders", () => {
  it("names nothing before the first email", () => {
    expect(threadHeaders([], outgoing)).toEqual({});
  });

  it("replies to the newest email and names the chain, the shopper's by their own Message-ID", () => {
    expect(
      threadHeaders(
        [
          { id: "a", direction: "out", externalId: null },
          { id: "b", direction: "in", externalId: "mail:<reply-1@shop.test>" },
        ],
        outgoing,
      ),
    ).toEqual({
      inReplyTo: "<reply-1@shop.test>",
      references: ["<conversation.email.a@forecourt.test>", "<reply-1@shop.test>"],
    });
  });

  it("leaves out a shopper's mail that came with no Message-ID, and keeps the newest references", () => {
    const thread = Array.from({ length: MAX_REFERENCES + 5 }, (_, index) => ({
      id: String(index),
      direction: "out" as const,
      externalId: null,
    }));
    const headers = threadHeaders(
      [...thread, { id: "x", direction: "in", externalId: "mail:9f86d081884c7d65" }],
      outgoing,
    );
    expect(headers.inReplyTo).toBe(outgoing(String(MAX_REFERENCES + 4)));
    expect(headers.references).toHaveLength(MAX_REFERENCES);
    expect(headers.references?.[0]).toBe(outgoing("5"));
  });
});

describe("threadHeaders under the shopper's enquiry", () => {
  const enquiry = `<${enquiryKey("l1")}@forecourt.test>`;

  it("replies to the enquiry when nothing came before, and names it first in every chain", () => {
    expect(threadHeaders([], outgoing, enquiry)).toEqual({
      inReplyTo: enquiry,
      references: [enquiry],
    });
    expect(
      threadHeaders([{ id: "a", direction: "out", externalId: null }], outgoing, enquiry),
    ).toEqual({ inReplyTo: outgoing("a"), references: [enquiry, outgoing("a")] });
  });

  it("keeps the enquiry and the newest when the chain is long", () => {
    const thread = Array.from({ length: MAX_REFERENCES + 5 }, (_, index) => ({
      id: String(index),
      direction: "out" as const,
      externalId: null,
    }));
    const { references } = threadHeaders(thread, outgoing, enquiry);
    expect(references).toHaveLength(MAX_REFERENCES);
    expect(references?.[0]).toBe(enquiry);
    expect(references?.[1]).toBe(outgoing("6"));
    expect(references?.at(-1)).toBe(outgoing(String(MAX_REFERENCES + 4)));
  });
});

describe("inboundMessageId", () => {
  it("reads a Message-ID kept as the provider id, and nothing else", () => {
    expect(inboundMessageId("mail:<a.b@c.test>")).toBe("<a.b@c.test>");
    expect(inboundMessageId("mail:9f86d081884c7d65")).toBeNull();
    expect(inboundMessageId("sms:SM123")).toBeNull();
    expect(inboundMessageId(null)).toBeNull();
  });
});
