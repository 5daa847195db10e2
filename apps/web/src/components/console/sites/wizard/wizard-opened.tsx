import type { SiteWizardState } from "@/server/console/site-wizard-state";

type Opened = NonNullable<SiteWizardState["opened"]>;

/** The site just opened: where it answers, and its API key and feed token, shown this once. */
export function WizardOpened({ opened }: { opened: Opened }) {
  return (
    <section aria-labelledby="wizard-result" className="mt-6 grid gap-4">
      <h2 id="wizard-result" className="text-xl font-semibold">
        {opened.name} is live
      </h2>
      <p>
        It answers now at{" "}
        <a className="text-blue-800 underline" href={opened.siteUrl}>
          {opened.siteUrl}
        </a>
        .{" "}
        <a className="text-blue-800 underline" href={`/console/sites/${opened.websiteId}/settings`}>
          Its settings
        </a>
      </p>
      <p className="rounded border border-amber-300 bg-amber-50 p-3 text-amber-950">
        Copy these now: they are shown only this once.
      </p>
      <dl className="grid gap-2">
        {opened.apiKey ? (
          <>
            <dt className="font-medium">API key “{opened.apiKey.name}”</dt>
            <dd>
              <code className="break-all" data-testid="wizard-api-key">
                {opened.apiKey.key}
              </code>
            </dd>
          </>
        ) : null}
        <dt className="font-medium">Catalogue feed token</dt>
        <dd>
          <code className="break-all" data-testid="wizard-feed-token">
            {opened.feedToken}
          </code>
        </dd>
        <dt className="font-medium">Invited</dt>
        <dd>{opened.invited.length > 0 ? opened.invited.join(", ") : "No one yet"}</dd>
      </dl>
    </section>
  );
}
