import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { garageHref } from "@forecourt/core/garage/garage-path";
import { readSignInRequest } from "@forecourt/core/garage/sign-in-link";
import { financeFormPath } from "@forecourt/core/stock/vehicle-links";
import { FormPage } from "@/components/forms/form-page";
import { SignInPanel } from "@/components/garage/sign-in-panel";
import { requireSite } from "@/server/queries/site";

type SignInPageProps = {
  params: Promise<{ site: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

// Reads its query string.
export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Sign in", robots: { index: false } };

const INTRO = {
  garage: "Sign in to keep your saved vehicles on every device.",
  finance: "Sign in, then carry on with your finance application where you left off.",
} as const;

/**
 * /sign-in?type=...&redirect=... (spec §2): the emailed-code sign-in as a page, which then
 * goes to the redirect; type=finance is the finance sign-in. Only where visitors can sign in.
 */
export default async function SignInPage({ params, searchParams }: SignInPageProps) {
  const site = await requireSite((await params).site);
  const { auth, garage, paths, storage } = site.settings;
  if (!auth.isEnabled || !garage.isEnabled) notFound();
  const request = readSignInRequest(await searchParams, {
    garage: garageHref(site.settings) ?? "/",
    finance: financeFormPath(paths),
  });
  return (
    <FormPage
      title={request.type === "finance" ? "Finance sign in" : "Sign in to your garage"}
      intro={INTRO[request.type]}
    >
      <SignInPanel favouritesKey={storage.favouritesKey} redirect={request.redirect} />
    </FormPage>
  );
}
