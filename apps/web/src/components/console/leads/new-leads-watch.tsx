"use client";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";

/** How often the inbox asks whether a newer lead came in (the issue asks for 15 s at most). */
const NEW_LEADS_POLL_MS = 15_000;

/**
 * Keeps the inbox current without a reload: every 15 s it asks for the newest lead's id, and
 * when it changed re-renders the page on the server (the filters stay, as they are the URL) and
 * says so to screen readers. Without script the page is simply as it was loaded.
 */
export function NewLeadsWatch({ newestId, url }: { newestId: string | null; url: string }) {
  const router = useRouter();
  const seen = useRef(newestId);
  const [notice, setNotice] = useState("");
  useEffect(() => {
    seen.current = newestId;
  }, [newestId]);
  useEffect(() => {
    const timer = setInterval(async () => {
      if (document.visibilityState === "hidden") return;
      try {
        const response = await fetch(url, { cache: "no-store" });
        if (!response.ok) return;
        const { newestId: latest } = (await response.json()) as { newestId: string | null };
        if (latest && latest !== seen.current) {
          seen.current = latest;
          setNotice("New leads arrived.");
          router.refresh();
        }
      } catch {
        // Offline for a moment: the next tick asks again.
      }
    }, NEW_LEADS_POLL_MS);
    return () => clearInterval(timer);
  }, [router, url]);
  return (
    <p role="status" className="text-sm text-slate-700">
      {notice}
    </p>
  );
}
