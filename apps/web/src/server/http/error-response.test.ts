import { describe, expect, it } from "vitest";
import { describeError } from "./error-response.ts";

/** A failed statement as Drizzle throws it: the query, its values, and the driver's error. */
function failedQuery(cause: Error): Error {
  const error = Object.assign(
    new Error("Failed query: select * from leads where email = $1\nparams: jo@example.com", {
      cause,
    }),
    { query: "select * from leads where email = $1", params: ["jo@example.com"] },
  );
  error.name = "DrizzleQueryError";
  return error;
}

describe("describeError", () => {
  it("keeps a refused connection's class, code and message, never the query's values", () => {
    const refused = Object.assign(new Error("connect ECONNREFUSED 10.0.0.30:5432"), {
      code: "ECONNREFUSED",
    });
    const text = describeError(failedQuery(refused));
    expect(text).toContain("DrizzleQueryError (database error; values not logged)");
    expect(text).toContain("cause: Error ECONNREFUSED: connect ECONNREFUSED 10.0.0.30:5432");
    expect(text).toContain("query: select * from leads where email = $1");
    expect(text).not.toContain("jo@example.com");
  });

  it("gives a server's error by its SQLSTATE only: its message may quote a value", () => {
    const duplicate = Object.assign(new Error('invalid input syntax for type integer: "jo"'), {
      code: "22P02",
    });
    const text = describeError(failedQuery(duplicate));
    expect(text).toContain("SQLSTATE 22P02");
    expect(text).not.toContain("cause:");
    expect(text).not.toContain('"jo"');
  });
});
