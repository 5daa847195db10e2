import { describe, expect, it } from "vitest";
import { createTagWrites, readNotOvertaken } from "./tag-writes.ts";

describe("tag writes", () => {
  it("tells which tags were written at or after a time", () => {
    let clock = 1_000;
    const writes = createTagWrites({ now: () => clock });
    writes.note(["site:1:cars"]);
    clock = 2_000;
    writes.note(["site:2:cars"]);
    expect(writes.writtenSince(["site:1:cars"], 1_000)).toBe(true);
    expect(writes.writtenSince(["site:1:cars"], 1_001)).toBe(false);
    expect(writes.writtenSince(["site:3:cars", "site:2:cars"], 1_500)).toBe(true);
    expect(writes.writtenSince(["site:3:cars"], 0)).toBe(false);
  });

  it("forgets the tags written longest ago first", () => {
    const writes = createTagWrites({ maxTags: 2, now: () => 5 });
    writes.note(["a", "b"]);
    writes.note(["a"]);
    writes.note(["c"]);
    expect(writes.writtenSince(["b"], 0)).toBe(false);
    expect(writes.writtenSince(["a"], 0)).toBe(true);
    expect(writes.writtenSince(["c"], 0)).toBe(true);
  });
});

describe("page renders a write overtook", () => {
  const path = ["_N_T_/layout", "_N_T_/sites/[site]/page", "_N_T_/sites/harbour/cars/ute"];
  const pageTags = [...path, "site:2:cars", "site:2"];

  it("tells that a write to the page's tags came after its render began reading", () => {
    let clock = 100;
    const writes = createTagWrites({ now: () => clock });
    writes.noteRenderRead(path);
    clock = 105;
    writes.noteRenderRead(path); // a later read of the same render keeps the first time
    clock = 110;
    writes.note(["site:2:cars"]);
    clock = 120;
    expect(writes.renderOvertaken(pageTags)).toBe(true);
    // The render is forgotten once its page is stored.
    expect(writes.renderOvertaken(pageTags)).toBe(false);
  });

  it("lets a page through when the write came before its render or touched other tags", () => {
    let clock = 100;
    const writes = createTagWrites({ now: () => clock });
    writes.note(["site:2:cars"]);
    clock = 101;
    writes.noteRenderRead(path);
    clock = 102;
    writes.note(["site:3:cars"]);
    expect(writes.renderOvertaken(pageTags)).toBe(false);
  });

  it("tells renders of different paths apart, and knows nothing of a page with no path tags", () => {
    let clock = 100;
    const writes = createTagWrites({ now: () => clock });
    writes.noteRenderRead(path);
    clock = 200;
    writes.note(["site:2:cars"]);
    clock = 201;
    const other = ["_N_T_/layout", "_N_T_/sites/[site]/page", "_N_T_/sites/harbour/cars/van"];
    writes.noteRenderRead(other);
    expect(writes.renderOvertaken([...other, "site:2:cars"])).toBe(false);
    expect(writes.renderOvertaken(["site:2:cars"])).toBe(false);
    expect(writes.renderOvertaken(pageTags)).toBe(true);
  });

  it("gives when a page's render began reading, once, for the shared cache to date it by", () => {
    let clock = 100;
    const writes = createTagWrites({ now: () => clock });
    writes.noteRenderRead(path);
    clock = 130;
    expect(writes.takeRenderStart(pageTags)).toBe(100);
    expect(writes.takeRenderStart(pageTags)).toBeUndefined();
    expect(writes.takeRenderStart(["site:2:cars"])).toBeUndefined();
  });

  it("forgets the renders begun longest ago first", () => {
    let clock = 1;
    const writes = createTagWrites({ maxRenders: 1, now: () => clock });
    writes.noteRenderRead(["_N_T_/a"]);
    writes.noteRenderRead(["_N_T_/b"]);
    clock = 2;
    writes.note(["t"]);
    expect(writes.renderOvertaken(["_N_T_/a", "t"])).toBe(false);
    expect(writes.renderOvertaken(["_N_T_/b", "t"])).toBe(true);
  });
});

describe("readNotOvertaken", () => {
  it("reads again when a write to its tags began while it read, and returns the new rows", async () => {
    let clock = 0;
    const writes = createTagWrites({ now: () => clock });
    let rows = ["old"];
    let reads = 0;
    const { value, readAt } = await readNotOvertaken(
      async () => {
        reads += 1;
        const seen = [...rows];
        if (reads === 1) {
          // The stock write commits and expires the tag while the first read is under way.
          clock += 5;
          rows = ["old", "new"];
          writes.note(["site:2:search-slugs"]);
        }
        clock += 1;
        return seen;
      },
      ["site:2:search-slugs", "site:2:cars"],
      writes,
      { now: () => clock },
    );
    expect(reads).toBe(2);
    expect(value).toEqual(["old", "new"]);
    // Dated by when the read it returns began, after the write.
    expect(readAt).toBe(6);
  });

  it("reads once when nothing was written meanwhile, or only other tags", async () => {
    let clock = 10;
    const writes = createTagWrites({ now: () => clock });
    writes.note(["site:2:cars"]);
    clock += 1;
    let reads = 0;
    await readNotOvertaken(
      async () => {
        reads += 1;
        clock += 1;
        writes.note(["site:3:cars"]);
        return reads;
      },
      ["site:2:cars"],
      writes,
      { now: () => clock },
    );
    expect(reads).toBe(1);
  });

  it("stops after five reads when writes keep coming, and says it gave up", async () => {
    let clock = 0;
    const writes = createTagWrites({ now: () => clock });
    let reads = 0;
    let gaveUp = 0;
    const { value } = await readNotOvertaken(
      async () => {
        reads += 1;
        clock += 1;
        writes.note(["t"]);
        return reads;
      },
      ["t"],
      writes,
      { now: () => clock, onGaveUp: () => (gaveUp += 1) },
    );
    expect([reads, value, gaveUp]).toEqual([5, 5, 1]);
  });
});
