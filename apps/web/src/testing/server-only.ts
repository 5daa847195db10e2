// Tests run outside Next: the "server-only" guard resolves here (see vitest.config.ts).
export {};
