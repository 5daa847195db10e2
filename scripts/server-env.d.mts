export declare const SERVER_MEMORY_ENV: Readonly<
  Record<"MALLOC_ARENA_MAX" | "GLIBC_TUNABLES", string>
>;
export declare function withServerMemoryEnv<T extends Record<string, string | undefined>>(
  env: T,
): T & typeof SERVER_MEMORY_ENV;
