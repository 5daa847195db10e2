import fc from "fast-check";

/**
 * Bad posts to the console's forms, generated: every console form is a server action posted to
 * its page, so each case is a multipart POST to a console page, with or without an action id
 * (the `Next-Action` header a hydrated form sends, a real one or made up), from this site, from
 * another one (a foreign host, a dealer site's host, `null`) or with no Origin, and fields that
 * are the form's, the action protocol's or neither. Each must get a 4xx, or the form's own
 * answer; never a 5xx. Sent over HTTP to `next start` by the fuzz platform spec.
 */

/** Console pages with forms, signed out: sign-in answers, the others send to sign in. */
export const CONSOLE_FORM_PATHS = [
  "/console/sign-in",
  "/console",
  "/console/settings",
  "/console/leads",
  "/console/users",
  "/console/sites/new",
  "/console/sites/1/split-test",
  "/console/sites/1/settings/reply-templates",
] as const;

export type ConsoleFormPost = {
  path: string;
  /** The Origin header; none when undefined. */
  origin?: string;
  /** The Next-Action header; none when null. */
  actionId: string | null;
  fields: Record<string, string>;
};

export type ConsoleFormContext = {
  /** The console's own origin (`http://host:port`). */
  platformOrigin: string;
  /** A dealer site's origin on the same server. */
  siteOrigin: string;
  /** Action ids the console's pages render (`actionIdsIn`). */
  actionIds: string[];
};

/** The server action ids a page's HTML names (in its forms' hidden fields). */
export function actionIdsIn(html: string): string[] {
  const ids = new Set<string>();
  for (const match of html.matchAll(/\$ACTION_ID_([0-9a-f]{20,})/g)) ids.add(match[1]!);
  for (const match of html.matchAll(/&quot;id&quot;:&quot;([0-9a-f]{20,})&quot;/g)) {
    ids.add(match[1]!);
  }
  return [...ids];
}

/** Whether a browser would say another site sent the post: the guard's 403. */
export function isForeignPost(post: ConsoleFormPost, platformOrigin: string): boolean {
  return post.origin !== undefined && post.origin !== platformOrigin;
}

/**
 * A form's fields as a hydrated form posts them to its action: React's reply, whose root part
 * "0" is the action's arguments (the form state, then the form, `$K1`, whose fields carry the
 * prefix "1_"). A body that is no reply at all (no part "0") is Next's to refuse: its decoder
 * fails with a 500 ("Connection closed") before any action runs, so those are not generated
 * for real action ids (docs/architecture/console.md).
 */
export function asActionReply(fields: Record<string, string>): Record<string, string> {
  const reply: Record<string, string> = { "0": JSON.stringify([{ status: "idle" }, "$K1"]) };
  for (const [name, value] of Object.entries(fields)) reply[`1_${name}`] = value;
  return reply;
}

export function consoleFormPosts(context: ConsoleFormContext): fc.Arbitrary<ConsoleFormPost> {
  const hex = fc.string({ unit: fc.constantFrom(..."0123456789abcdef"), maxLength: 42 });
  const fields = fc.dictionary(
    fc.oneof(
      fc.constantFrom("email", "code", "$ACTION_ID_0", "$ACTION_REF_1", "$ACTION_KEY", "0"),
      fc.string({ maxLength: 12 }),
    ),
    fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.constantFrom("", "{", "[]", "\u0000", "x".repeat(5000), "8271 3645", "not@an@address"),
    ),
    { maxKeys: 4 },
  );
  const path = fc.constantFrom(...CONSOLE_FORM_PATHS);
  const origin = fc.constantFrom(
    undefined,
    context.platformOrigin,
    "https://evil.example",
    context.siteOrigin,
    "null",
  );
  return fc.oneof(
    // A real action, posted as a hydrated form would, with anything in its fields.
    fc.record({
      path,
      origin,
      actionId: fc.constantFrom(...context.actionIds),
      fields: fc.oneof(
        fields.map(asActionReply),
        // Arguments that are no form: none, nulls, text.
        fc.constantFrom({ "0": "[]" }, { "0": "[null,null]" }, { "0": '[{"status":"idle"},"x"]' }),
      ),
    }),
    // No action id (a form posted without script) or a made-up one, with anything at all.
    fc.record({ path, origin, actionId: fc.oneof(fc.constant(null), hex), fields }),
  );
}

/** A post as multipart bytes and the headers that go with them. */
export async function encodedConsolePost(post: ConsoleFormPost) {
  const body = new FormData();
  for (const [name, value] of Object.entries(post.fields)) body.append(name, value);
  const request = new Request("http://form.localhost/", { method: "POST", body });
  const headers: Record<string, string> = {
    "content-type": request.headers.get("content-type")!,
    ...(post.origin === undefined ? {} : { origin: post.origin }),
    ...(post.actionId ? { "next-action": post.actionId } : {}),
  };
  return { headers, bytes: Buffer.from(await request.arrayBuffer()) };
}
