// Starts the built server (building first when there is no build yet) and prints each demo site's URL.
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";

const nextBin = createRequire(import.meta.url).resolve("next/dist/bin/next");
const port = process.env.PORT ?? "3000";
const domain = process.env.PLATFORM_DOMAIN ?? "localhost";

if (!existsSync(".next/BUILD_ID")) {
  const build = spawnSync(process.execPath, [nextBin, "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const server = spawn(process.execPath, [nextBin, "start", "-p", port], { stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));

// The first request opens the database, migrates it and seeds the demo sites when it is empty.
for (let attempt = 0; attempt < 180; attempt++) {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/`, { headers: { host: `${domain}:${port}` } });
    if (response.ok) {
      const html = await response.text();
      const slugs = [...new Set([...html.matchAll(/href="http:\/\/([a-z0-9-]+)\./g)].map((m) => m[1]))];
      console.log(`\nPlatform index: http://${domain}:${port}`);
      for (const slug of slugs) console.log(`  http://${slug}.${domain}:${port}`);
      break;
    }
  } catch {
    // not listening yet
  }
  await new Promise((resolve) => setTimeout(resolve, 1000));
}
