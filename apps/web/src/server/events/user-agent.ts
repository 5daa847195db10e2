import { UAParser } from "ua-parser-js";

type UserAgentDescription = {
  browser: string | null;
  os: string | null;
  /** mobile, tablet, ... as the parser names it; desktop when it names none. */
  device_type: string;
};

const MAX_USER_AGENT = 512;

/**
 * Browser, OS and device type of a request, parsed on the server with ua-parser-js 1.x, MIT-licensed (spec §3
 * event properties); the browser's own claims in the body are never used for these.
 */
export function describeUserAgent(userAgent: string | null): UserAgentDescription {
  if (!userAgent) return { browser: null, os: null, device_type: "unknown" };
  const { browser, os, device } = UAParser(userAgent.slice(0, MAX_USER_AGENT));
  return {
    browser: browser.name ?? null,
    os: os.name ?? null,
    device_type: device.type ?? "desktop",
  };
}
