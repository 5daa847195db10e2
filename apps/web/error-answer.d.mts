/** Types of error-answer.mjs (which page cache entries are error answers). */
export function isErrorAnswer(data: unknown): boolean;

export function withoutErrorAnswers<
  T extends { set(key: string, entry: { value?: unknown }, ctx?: unknown): Promise<void> },
>(handler: T): T;
