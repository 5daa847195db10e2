import type { Metadata, Viewport } from "next";
import "../globals.css";

export const metadata: Metadata = {
  title: { default: "Forecourt dealer platform", template: "%s | Forecourt" },
  description: "The dealer websites served by this platform.",
};

/**
 * A phone's on-screen keyboard shrinks the page rather than covering it, so the field being
 * typed in and its form's button scroll into view above the keyboard (the console's forms on
 * the yard; the console has no fixed bars for it to hide behind either).
 */
export const viewport: Viewport = { interactiveWidget: "resizes-content" };

export default function PlatformLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
