// Node 22's built-in SQLite, as far as the VIN decoder uses it: the repository's @types/node is
// Node 20's, which has no `node:sqlite`. Drop this file when @types/node is 22 or later.
declare module "node:sqlite" {
  type SqlValue = null | number | bigint | string | Uint8Array;
  export class StatementSync {
    all(...parameters: SqlValue[]): Record<string, SqlValue>[];
    columns(): { name: string }[];
  }
  export class DatabaseSync {
    constructor(path: string, options?: { readOnly?: boolean });
    prepare(sql: string): StatementSync;
    exec(sql: string): void;
    close(): void;
  }
}
