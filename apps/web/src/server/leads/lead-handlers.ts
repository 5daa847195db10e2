import { IDEMPOTENCY_HEADER } from "@forecourt/core/forms/lead";
import type { Site } from "@forecourt/core/domain/site";
import {
  SUBMIT_ERROR_MESSAGE,
  UNEXPECTED_ERROR_MESSAGE,
} from "@forecourt/core/validation/messages";
import type { Database } from "@forecourt/db/client";
import { createLead } from "@forecourt/db/repositories/leads/create-lead";
import { isLeadId } from "@forecourt/db/repositories/leads/get-lead";
import type { LeadWrite } from "@forecourt/db/repositories/leads/lead-write";
import { updatePartialLead } from "@forecourt/db/repositories/leads/update-partial-lead";
import { AppError, errorResponse } from "../api/app-error.ts";
import { checkLeadFiles, LEAD_FILE_LIMITS, type IncomingFile } from "./lead-files.ts";
import { toLeadWrite } from "./lead-write.ts";
import { parseLead, type ParseLeadResult } from "./parse-lead.ts";
import { clientAddress, type RateLimiter } from "./rate-limit.ts";
import { readBody } from "./read-body.ts";

/** A lead is a few KB; this leaves room for the 50 visited pages and long answers. */
export const LEAD_JSON_MAX_BYTES = 1024 * 1024;
/** Multipart: the files plus the lead itself. */
export const LEAD_MULTIPART_MAX_BYTES = LEAD_FILE_LIMITS.maxTotalBytes + LEAD_JSON_MAX_BYTES;
export const IDEMPOTENCY_KEY_MAX_LENGTH = 200;

export const SITE_NOT_FOUND_MESSAGE = "No site is served at this address.";
export const LEAD_NOT_FOUND_MESSAGE = "Lead not found.";
export const HONEYPOT_MESSAGE =
  "This submission was turned away as automated: a field people never see was filled in.";
export const RATE_LIMITED_MESSAGE =
  "Too many submissions from your network. Please wait a minute and try again.";
export const NOT_JSON_MESSAGE = 'The request body must be JSON of the form {"lead": {...}}.';
export const JSON_CONTENT_TYPE_MESSAGE = "Send the lead as application/json.";
export const MULTIPART_CONTENT_TYPE_MESSAGE = "Send a lead with files as multipart/form-data.";
export const BAD_MULTIPART_MESSAGE = "The multipart form data could not be read.";
export const IDEMPOTENCY_KEY_MESSAGE = `The ${IDEMPOTENCY_HEADER} header must be 1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} visible characters.`;

export type LeadApiDeps = {
  database: () => Promise<Database>;
  /** The site of the request's host; never taken from the body. */
  findSite: (request: Request) => Promise<Site | null>;
  rateLimiter: RateLimiter;
  /** Called after a lead's deliveries were committed, so a worker can start at once. */
  onDeliveriesQueued?: () => void;
  /** Failures that are not the client's: logged, answered with a 500. */
  logError?: (error: unknown) => void;
};

export type LeadApi = {
  create(request: Request): Promise<Response>;
  createWithFiles(request: Request): Promise<Response>;
  update(request: Request, leadId: string): Promise<Response>;
};

type Accepted = { site: Site; db: Database };

/**
 * The lead API over plain Requests: the route files only forward to it, tests call it with
 * a database of their own. Every client mistake is a 4xx with a message; nothing is stored
 * unless the whole lead is.
 */
export function createLeadApi(deps: LeadApiDeps): LeadApi {
  const guard = async (request: Request): Promise<Accepted> => {
    const site = await deps.findSite(request);
    if (!site) throw new AppError("NOT_FOUND", SITE_NOT_FOUND_MESSAGE);
    const decision = deps.rateLimiter.consume(clientAddress(request));
    if (!decision.isAllowed) throw new RateLimitedError(decision.retryAfterSeconds);
    return { site, db: await deps.database() };
  };

  const handle = async (work: () => Promise<Response>): Promise<Response> => {
    try {
      return await work();
    } catch (error) {
      if (error instanceof RateLimitedError) {
        return errorResponse(new AppError("RATE_LIMITED", RATE_LIMITED_MESSAGE), {
          headers: { "retry-after": String(error.retryAfterSeconds) },
        });
      }
      if (error instanceof AppError) return errorResponse(error);
      (deps.logError ?? console.error)(error);
      return Response.json({ error: UNEXPECTED_ERROR_MESSAGE }, { status: 500 });
    }
  };

  const validated = (site: Site, body: unknown) => {
    const result: ParseLeadResult = parseLead(body, {
      phoneVariant: site.settings.leads.phoneVariant,
    });
    if (result.ok) return result;
    if (result.kind === "honeypot") throw new AppError("BAD_REQUEST", HONEYPOT_MESSAGE);
    throw new AppError("INVALID_INPUT", SUBMIT_ERROR_MESSAGE, result.errors);
  };

  const saveStep = async (
    db: Database,
    site: Site,
    leadId: string,
    write: LeadWrite,
    isComplete: boolean,
  ): Promise<Response> => {
    const result = await updatePartialLead(db, { websiteId: site.id, leadId, lead: write });
    if (result.kind === "not-found") throw new AppError("NOT_FOUND", LEAD_NOT_FOUND_MESSAGE);
    if (result.kind === "updated" && isComplete) deps.onDeliveriesQueued?.();
    return Response.json({ id: result.lead.id }, { status: 200 });
  };

  return {
    create: (request) =>
      handle(async () => {
        const { site, db } = await guard(request);
        requireContentType(request, "application/json", JSON_CONTENT_TYPE_MESSAGE);
        const key = idempotencyKey(request);
        const body = parseJson(await readBody(request, LEAD_JSON_MAX_BYTES));
        const { lead, isComplete } = validated(site, body);
        const write = await toLeadWrite(db, site, lead, {
          isComplete,
          userAgent: request.headers.get("user-agent"),
        });
        // A submit that names its partial lead continues it, whichever method the form used.
        if (typeof lead.lead_id === "string" && isLeadId(lead.lead_id)) {
          return saveStep(db, site, lead.lead_id, write, isComplete);
        }
        const result = await createLead(db, {
          websiteId: site.id,
          lead: write,
          idempotencyKey: key,
        });
        if (!result.isReplay && isComplete) deps.onDeliveriesQueued?.();
        return Response.json({ id: result.lead.id }, { status: result.isReplay ? 200 : 201 });
      }),

    createWithFiles: (request) =>
      handle(async () => {
        const { site, db } = await guard(request);
        requireContentType(request, "multipart/form-data", MULTIPART_CONTENT_TYPE_MESSAGE);
        const key = idempotencyKey(request);
        const bytes = await readBody(request, LEAD_MULTIPART_MAX_BYTES);
        const { body, files: incoming } = await parseMultipart(request, bytes);
        const { lead, isComplete } = validated(site, body);
        const checked = await checkLeadFiles(incoming);
        if (!checked.ok) {
          throw new AppError(
            checked.status === "too-large" ? "PAYLOAD_TOO_LARGE" : "INVALID_INPUT",
            SUBMIT_ERROR_MESSAGE,
            checked.errors,
          );
        }
        const write = await toLeadWrite(db, site, lead, {
          isComplete,
          userAgent: request.headers.get("user-agent"),
          hasFiles: checked.files.length > 0,
        });
        const result = await createLead(db, {
          websiteId: site.id,
          lead: write,
          files: checked.files,
          idempotencyKey: key,
        });
        if (!result.isReplay && isComplete) deps.onDeliveriesQueued?.();
        return Response.json({ id: result.lead.id }, { status: result.isReplay ? 200 : 201 });
      }),

    update: (request, leadId) =>
      handle(async () => {
        const { site, db } = await guard(request);
        if (!isLeadId(leadId)) throw new AppError("NOT_FOUND", LEAD_NOT_FOUND_MESSAGE);
        requireContentType(request, "application/json", JSON_CONTENT_TYPE_MESSAGE);
        const body = parseJson(await readBody(request, LEAD_JSON_MAX_BYTES));
        const { lead, isComplete } = validated(site, body);
        const write = await toLeadWrite(db, site, lead, {
          isComplete,
          userAgent: request.headers.get("user-agent"),
        });
        return saveStep(db, site, leadId, write, isComplete);
      }),
  };
}

class RateLimitedError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super("Rate limited");
  }
}

function requireContentType(request: Request, expected: string, message: string): void {
  const type = (request.headers.get("content-type") ?? "").split(";")[0]?.trim().toLowerCase();
  if (type !== expected) throw new AppError("UNSUPPORTED_MEDIA_TYPE", message);
}

function idempotencyKey(request: Request): string | null {
  const value = request.headers.get(IDEMPOTENCY_HEADER);
  if (value === null) return null;
  const key = value.trim();
  if (key.length === 0 || key.length > IDEMPOTENCY_KEY_MAX_LENGTH || !/^[\x21-\x7e]+$/.test(key)) {
    throw new AppError("BAD_REQUEST", IDEMPOTENCY_KEY_MESSAGE);
  }
  return key;
}

function parseJson(bytes: Uint8Array): unknown {
  try {
    return JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
  } catch {
    throw new AppError("BAD_REQUEST", NOT_JSON_MESSAGE);
  }
}

const SCALAR_KEYS: Record<string, "boolean" | "number"> = {
  form_completed: "boolean",
  has_files: "boolean",
  step_number: "number",
};

/**
 * A multipart lead: either a `lead` part holding the JSON lead, or form-serialised
 * `lead[key]` parts (`lead[fields][key]` for other answers). Every non-empty file part is a file.
 */
async function parseMultipart(
  request: Request,
  bytes: Uint8Array<ArrayBuffer>,
): Promise<{ body: unknown; files: IncomingFile[] }> {
  let form: FormData;
  try {
    form = await new Request("http://lead.invalid/", {
      method: "POST",
      headers: { "content-type": request.headers.get("content-type") ?? "" },
      body: bytes,
    }).formData();
  } catch {
    throw new AppError("BAD_REQUEST", BAD_MULTIPART_MESSAGE);
  }
  const files: IncomingFile[] = [];
  const lead: Record<string, unknown> = {};
  const fields: Record<string, unknown> = {};
  let json: unknown;
  for (const [name, value] of form.entries()) {
    if (typeof value !== "string") {
      if (value.size > 0 || value.name !== "") files.push({ fieldName: name, file: value });
      continue;
    }
    if (name === "lead") {
      try {
        json = JSON.parse(value);
      } catch {
        throw new AppError("BAD_REQUEST", NOT_JSON_MESSAGE);
      }
      continue;
    }
    const nested = /^lead\[fields\]\[([^\]]+)\]$/.exec(name);
    if (nested?.[1]) {
      fields[nested[1]] = value;
      continue;
    }
    const top = /^lead\[([^\]]+)\]$/.exec(name);
    if (!top?.[1]) continue;
    const kind = SCALAR_KEYS[top[1]];
    lead[top[1]] =
      kind === "boolean" ? value === "true" : kind === "number" ? Number(value) : value;
  }
  if (json !== undefined) return { body: { lead: json }, files };
  if (Object.keys(fields).length > 0) lead.fields = fields;
  return { body: { lead }, files };
}
