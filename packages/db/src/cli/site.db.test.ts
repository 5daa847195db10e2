import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const SCRIPT = path.join(path.dirname(fileURLToPath(import.meta.url)), "site.ts");
/** The web app the command serves, whose embedded page cache it clears. */
const WEB = fileURLToPath(new URL("../../../../apps/web/", import.meta.url));

let folder: string;

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), "forecourt-site-cli-"));
});
afterAll(async () => {
  if (folder) await rm(folder, { recursive: true, force: true });
});

type Run = { code: number; stdout: string; stderr: string };

/**
 * `npm run site -- ...` as its own process, on an embedded database in this test's own folder.
 * DATABASE_URL is dropped so that it never writes to a shared server, in either db pass, and
 * REDIS_URL so that the embedded server's own caches are the ones it clears.
 */
function site(args: string[]): Promise<Run> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: path.join(folder, "data"),
    PLATFORM_DOMAIN: "forecourt.test",
  };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ["--import", "tsx", SCRIPT, ...args],
      { env, timeout: 60_000 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === "number" ? error.code : -1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

const document = {
  slug: "cli-motors",
  name: "CLI Motors",
  settings: { template: "cars", home: { heroTitle: "Applied from a file" } },
  domains: ["www.cli-motors.example"],
  dealerships: [{ slug: "cli", name: "CLI Motors" }],
  locations: [{ slug: "city", name: "City", dealership: "cli", primary: true }],
};

async function siteFile(name: string, content: unknown): Promise<string> {
  const file = path.join(folder, name);
  await writeFile(file, JSON.stringify(content));
  return file;
}

describe("npm run site -- apply FILE", () => {
  it("refuses a bad file with its message, creates the site from a good one, then writes nothing", async () => {
    const bad = await siteFile("bad.json", {
      ...document,
      settings: { ...document.settings, template: "boats" },
    });
    const refused = await site(["apply", bad]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`${bad} is not a valid site document:`);
    expect(refused.stderr).toMatch(/ {2}settings\.template: This must be one of "cars"/);
    expect(refused.stdout).toBe("");

    // Nothing of the bad file was stored: the good one creates the site.
    const cachedPage = path.join(WEB, ".next/server/route-cache/site-cli-probe.html");
    await mkdir(path.dirname(cachedPage), { recursive: true });
    await writeFile(cachedPage, "a page cached before the write");
    const good = await siteFile("site.json", document);
    const created = await site(["apply", good]);
    expect(created.stderr).toBe("");
    expect(created.code).toBe(0);
    const [head, ...changes] = created.stdout.trim().split("\n");
    expect(head).toMatch(/^cli-motors \(website \d+\): created$/);
    expect(changes).toEqual([
      "  website cli-motors created",
      "  domain www.cli-motors.example added",
      "  dealership cli created",
      "  location city created",
      "The server's page and data caches were cleared: it shows this when it starts.",
    ]);
    // The embedded server's caches on disk held the site as it was: they went with the write.
    expect(existsSync(cachedPage)).toBe(false);

    // A bad change to it is refused whole: the next run of the good file finds nothing to do.
    const renamed = await siteFile("renamed.json", {
      ...document,
      name: "CLI Motors Renamed",
      settings: { ...document.settings, template: "boats" },
    });
    expect((await site(["apply", renamed])).code).toBe(1);

    const again = await site(["apply", good]);
    expect(again).toEqual({
      code: 0,
      stdout: `${head!.replace("created", "unchanged")}\n  nothing written\n`,
      stderr: "",
    });
  }, 120_000);

  it("prints its usage for anything but apply FILE", async () => {
    const wrong = await site(["remove", "site.json"]);
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain("Usage: npm run site -- apply FILE");
  });
});
