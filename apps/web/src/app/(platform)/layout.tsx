import type { Metadata } from "next";
import "../globals.css";

export const metadata: Metadata = {
  title: { default: "Forecourt dealer platform", template: "%s | Forecourt" },
  description: "The dealer websites served by this platform.",
};

export default function PlatformLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
