// The shared page cache's stand-in while Redis is down (cache-handler.mjs). Without it every
// request during an outage rendered its page again (median 15 -> 67 ms, 322 -> 93 req/s in the
// reliability run); with it each server keeps the pages it renders meanwhile in a small
// in-memory LRU of its own, and goes back to Redis as soon as Redis answers again.
//
// - The local copy is bounded by bytes (LOCAL_MAX_BYTES) and each entry by time
//   (LOCAL_MAX_AGE_MS): a write on another server during the outage cannot reach this one, so
//   what it shows is at most that old. A write on this server expires its tags here at once.
// - A tag expiry Redis could not take is kept and given to Redis when it is back, before anything
//   is read from it again, so no entry written before the outage outlives a write made during it.
// - When Redis is back the local copy is emptied: it is never read alongside the shared cache.

/** Bytes the local copy holds at most (an estimate: page text, payload and data lengths). */
export const LOCAL_MAX_BYTES = 64 * 1024 * 1024;
/** An entry of the local copy is served for at most this long. */
export const LOCAL_MAX_AGE_MS = 60_000;
/** Tag expiries kept for Redis at most; past this, Redis's entries are all dropped on return. */
export const PENDING_TAGS_MAX = 10_000;

const IMPLICIT_TAG_PREFIX = "_N_T_";

function byteLength(value) {
  if (value == null) return 0;
  if (typeof value === "string") return value.length;
  if (value instanceof Uint8Array) return value.byteLength;
  if (value instanceof Map) {
    let total = 0;
    for (const [key, part] of value) total += String(key).length + byteLength(part);
    return total;
  }
  return JSON.stringify(value)?.length ?? 0;
}

/** An estimate of an entry's size: what it would take as text, without serialising a page. */
export function entrySize(entry) {
  const value = entry?.value;
  if (!value) return 64;
  if (value.kind === "APP_PAGE" || value.kind === "PAGES") {
    return (
      64 +
      byteLength(value.html) +
      byteLength(value.rscData ?? value.pageData) +
      byteLength(value.segmentData)
    );
  }
  if (value.kind === "APP_ROUTE") return 64 + byteLength(value.body);
  if (value.kind === "FETCH") return 64 + byteLength(value.data);
  return 64 + byteLength(value);
}

/**
 * A handler of @fortedigital/nextjs-cache-handler kept in this process's memory: least recently
 * used entries go first past `maxBytes`, and none is served more than `maxAgeMs` after it was
 * stored. Tag expiry as the package's own local-lru: entries carrying the tag are dropped, and an
 * implicit (path) tag's time is kept so an entry older than it is not served.
 */
export function createLocalPageCache({
  maxBytes = LOCAL_MAX_BYTES,
  maxAgeMs = LOCAL_MAX_AGE_MS,
  now = () => Date.now(),
} = {}) {
  /** key -> { entry, size, storedAt }; a Map keeps insertion order, the first is the oldest use. */
  const entries = new Map();
  const implicitExpiries = new Map();
  let bytes = 0;

  const drop = (key) => {
    const held = entries.get(key);
    if (!held) return;
    entries.delete(key);
    bytes -= held.size;
  };

  return {
    name: "local-fallback",
    get bytes() {
      return bytes;
    },
    get size() {
      return entries.size;
    },
    async get(key, meta = {}) {
      const held = entries.get(key);
      if (!held) return null;
      if (now() - held.storedAt > maxAgeMs) {
        drop(key);
        return null;
      }
      const lastModified = held.entry.lastModified ?? held.storedAt;
      for (const tag of meta.implicitTags ?? []) {
        const expired = implicitExpiries.get(tag);
        if (expired !== undefined && expired >= lastModified) {
          drop(key);
          return null;
        }
      }
      entries.delete(key);
      entries.set(key, held);
      return held.entry;
    },
    async set(key, entry) {
      drop(key);
      const size = entrySize(entry);
      if (size > maxBytes) return;
      entries.set(key, { entry, size, storedAt: now() });
      bytes += size;
      for (const oldest of entries.keys()) {
        if (bytes <= maxBytes) break;
        drop(oldest);
      }
    },
    async revalidateTag(tag) {
      for (const one of typeof tag === "string" ? [tag] : tag) {
        for (const [key, held] of entries) {
          if (held.entry.tags?.includes(one)) drop(key);
        }
        if (one.startsWith(IMPLICIT_TAG_PREFIX)) implicitExpiries.set(one, now());
      }
    },
    async delete(key) {
      drop(key);
    },
    clear() {
      entries.clear();
      implicitExpiries.clear();
      bytes = 0;
    },
  };
}

/**
 * The shared handler while `isUp()` says Redis answers and the shared handler does not fail; the
 * local one otherwise. `recovered()` is to be called when Redis is back (the client's "ready"):
 * the expiries Redis missed are given to it and the local copy is emptied.
 */
export function withLocalFallback(shared, local, { isUp, log = () => {} }) {
  /** Tags expired while Redis could not take them; null once too many to keep. */
  let pendingTags = new Set();
  let droppedAll = false;
  let recovering = Promise.resolve();
  let lastLogged = 0;
  const note = (what, error) => {
    const at = Date.now();
    if (at - lastLogged < 60_000) return;
    lastLogged = at;
    log(`Page cache kept in this process while Redis fails (${what}): ${String(error)}`);
  };
  const keepTag = (tag) => {
    if (pendingTags === null) return;
    pendingTags.add(tag);
    if (pendingTags.size > PENDING_TAGS_MAX) pendingTags = null;
  };
  const sharedAnswers = () => isUp();

  return {
    name: `${shared.name ?? "shared"}+${local.name}`,
    get pendingTags() {
      return pendingTags === null ? null : [...pendingTags];
    },
    get droppedAll() {
      return droppedAll;
    },
    async get(key, meta) {
      await recovering;
      if (sharedAnswers()) {
        try {
          return await shared.get(key, meta);
        } catch (error) {
          note("read", error);
        }
      }
      return local.get(key, meta);
    },
    async set(key, entry, ctx) {
      await recovering;
      if (sharedAnswers()) {
        try {
          await shared.set(key, entry, ctx);
          return;
        } catch (error) {
          note("write", error);
        }
      }
      await local.set(key, entry, ctx);
    },
    async revalidateTag(tag) {
      await local.revalidateTag(tag);
      const tags = typeof tag === "string" ? [tag] : tag;
      if (sharedAnswers()) {
        try {
          await shared.revalidateTag(tag);
          return;
        } catch (error) {
          note("expiry", error);
        }
      }
      for (const one of tags) keepTag(one);
    },
    async delete(key) {
      await local.delete(key);
      if (!sharedAnswers() || !shared.delete) return;
      try {
        await shared.delete(key);
      } catch (error) {
        note("delete", error);
      }
    },
    prepare: shared.prepare ? () => shared.prepare() : undefined,
    /**
     * Redis answers again: the expiries it missed first (all of its entries of this build when
     * too many were missed, through `dropAll`), then the local copy goes.
     */
    recovered({ dropAll } = {}) {
      recovering = recovering.then(async () => {
        const tags = pendingTags;
        pendingTags = new Set();
        try {
          if (tags === null) {
            droppedAll = true;
            await dropAll?.();
          } else {
            for (const tag of tags) await shared.revalidateTag(tag);
          }
        } catch (error) {
          // Redis went again: keep the tags for its next return.
          if (tags === null) pendingTags = null;
          else for (const tag of tags) keepTag(tag);
          note("catching up", error);
          return;
        }
        local.clear();
      });
      return recovering;
    },
  };
}
