import type { z } from "zod";
import { EMAIL_MESSAGE, REQUIRED_MESSAGE, TOO_MANY_CHARACTERS_MESSAGE } from "./messages.ts";

type RawIssue = z.core.$ZodRawIssue;

const TYPE_WORDS: Record<string, string> = {
  string: "text",
  number: "a number",
  int: "a whole number",
  bigint: "a whole number",
  boolean: "true or false",
  array: "a list",
  tuple: "a list",
  set: "a list",
  object: "an object of named values",
  record: "an object of named values",
  map: "an object of named values",
  date: "a date",
  null: "null",
};

const typeWords = (expected: unknown) => TYPE_WORDS[String(expected)] ?? "another kind of value";

const FORMAT_MESSAGES: Record<string, string> = {
  email: EMAIL_MESSAGE,
  datetime: "This must be a date and time such as 2026-01-31T09:30:00+10:00.",
  date: "This must be a date such as 2026-01-31.",
  uuid: "This must be an id of the form 00000000-0000-0000-0000-000000000000.",
  url: "This must be a web address.",
};

const plural = (count: number | bigint, word: string) =>
  `${count} ${word}${count === 1 ? "" : "s"}`;

function tooBig(issue: Extract<RawIssue, { code: "too_big" }>): string {
  switch (issue.origin) {
    case "string":
      return TOO_MANY_CHARACTERS_MESSAGE;
    case "array":
    case "set":
      return `At most ${plural(issue.maximum, "item")} can be sent here.`;
    case "number":
    case "int":
    case "bigint":
      return issue.maximum === Number.MAX_SAFE_INTEGER
        ? "This number is too large."
        : `This number is too large; the most is ${issue.maximum}.`;
    case "file":
      return "This file is too large.";
    default:
      return "This is too large.";
  }
}

function tooSmall(issue: Extract<RawIssue, { code: "too_small" }>): string {
  switch (issue.origin) {
    case "string":
      return Number(issue.minimum) <= 1
        ? REQUIRED_MESSAGE
        : `This needs at least ${plural(issue.minimum, "character")}.`;
    case "array":
    case "set":
      return `At least ${plural(issue.minimum, "item")} must be sent here.`;
    case "number":
    case "int":
    case "bigint":
      return issue.inclusive === false
        ? `This must be more than ${issue.minimum}.`
        : `This must be ${issue.minimum} or more.`;
    default:
      return "This is too small.";
  }
}

/** A union's branches all wanted another type: "text or a whole number"; else the closest branch's message. */
function unionMessage(issue: Extract<RawIssue, { code: "invalid_union" }>): string {
  const firsts = issue.errors.map((branch) => branch[0]).filter((first) => first !== undefined);
  const typed = firsts.filter((first) => first.code === "invalid_type");
  if (typed.length > 0 && typed.length === firsts.length) {
    const words = [...new Set(typed.map((first) => typeWords(first.expected)))];
    return `This must be ${words.join(" or ")}.`;
  }
  return (
    firsts.find((first) => first.code !== "invalid_type")?.message ?? "This value is not accepted."
  );
}

const listValues = (values: readonly unknown[]) =>
  values.map((value) => (typeof value === "string" ? `"${value}"` : String(value))).join(", ");

/**
 * Our words for a failed check that a schema did not give its own message for, so that no
 * answer a client sees carries the validation library's wording. Pass it to every parse of
 * client input (`schema.safeParse(input, { error: plainIssueMessage })`, see `parseFields`);
 * a message written on the schema itself still wins. A missing value gets the spec's
 * '*This is a required field.'; a value of the wrong type says which type was expected.
 */
export function plainIssueMessage(issue: RawIssue): string {
  switch (issue.code) {
    case "invalid_type":
      return issue.input === undefined
        ? REQUIRED_MESSAGE
        : `This must be ${typeWords(issue.expected)}.`;
    case "too_big":
      return tooBig(issue);
    case "too_small":
      return tooSmall(issue);
    case "invalid_format":
      return FORMAT_MESSAGES[issue.format] ?? "This is not in the expected format.";
    case "not_multiple_of":
      return `This must be a multiple of ${issue.divisor}.`;
    case "unrecognized_keys":
      return "This field is not accepted here.";
    case "invalid_union":
      return unionMessage(issue);
    case "invalid_key":
      return issue.issues.some((nested) => nested.code === "too_big")
        ? "This field name is too long."
        : "This field name is not accepted.";
    case "invalid_element":
      return issue.issues[0]?.message ?? "This value is not accepted.";
    case "invalid_value":
      return issue.values.length === 1
        ? `This must be ${listValues(issue.values)}.`
        : `This must be one of ${listValues(issue.values)}.`;
    default:
      return "This value is not accepted.";
  }
}
