/**
 * Phrases of the validation library's own (English) messages, in its casing (the spec's own
 * "invalid email address" is ours). A client must never see them: every message is ours (see
 * `plainIssueMessage`). Tests match answers against this.
 */
export const ZOD_WORDING =
  /Invalid input|Invalid option|Invalid key|Invalid element|Invalid string|Invalid email|Invalid UUID|Invalid ISO|Too small|Too big|Unrecognized key|[Ee]xpected (?:string|number|int|boolean|array|object|record|one of)|received (?:string|number|undefined|null|boolean|array|object)|must match pattern|Expected .* to have/;
