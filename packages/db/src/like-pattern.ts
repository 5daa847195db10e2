/** Text to find anywhere in a column with `like`/`ilike`: its `%`, `_` and `\` taken literally. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
