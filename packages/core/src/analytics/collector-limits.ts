/**
 * What the first-party collector takes in one event (collector-event.ts checks it): kept apart
 * from its schema so browser code that shapes events can size them without loading zod.
 */
export const COLLECTOR_LIMITS = {
  text: 200,
  url: 2_000,
  category: 64,
  properties: 40,
  propertyKey: 64,
  listItems: 20,
} as const;
