import "server-only";
import type { Site } from "@forecourt/core/site/site";
import type { SiteSettings } from "@forecourt/core/site/site-settings";
import type { ValuationService } from "@forecourt/core/valuation/valuation-service";
import { vendorBaseUrl } from "@forecourt/core/valuation/vendor-hosts";
import {
  offlineValuationProvider,
  offlineVehicleLookup,
  type ValuationProvider,
  type VehicleLookup,
} from "@forecourt/core/valuation/vehicle-lookup";
import { env } from "../env.ts";
import { autoGrabValuationProvider, autoGrabVehicleLookup } from "./autograb-client.ts";
import { nevdisVehicleLookup } from "./nevdis-client.ts";

/**
 * The vehicle registry and valuation service every lookup endpoint asks (rego lookup, NEVDIS,
 * AutoGrab, Redbook), per site. With AUTOGRAB_API_KEY set, AutoGrab's published API answers
 * plates and trade-in prices, at its production host or, while the site's
 * `integrations.useStagingHost` is on, its staging host (spec §7). With no key (the demo
 * default), the offline providers answer their listed demo plates only and say "not found" for
 * any other. With NEVDIS_API_KEY and NEVDIS_API_URL set, the NEVDIS lookup of an Australian site
 * asks the national register through Blue Flag's published API (same staging rule); without,
 * it asks the same registry as the rego lookup. Redbook publishes no API a site could call
 * (docs/decisions/0026), so its valuation stays offline.
 */

type LookupConfig = {
  autoGrabApiKey?: string | undefined;
  autoGrabApiUrl: string;
  autoGrabStagingApiUrl?: string | undefined;
  nevdisApiKey?: string | undefined;
  nevdisApiUrl?: string | undefined;
  nevdisStagingApiUrl?: string | undefined;
  fetch?: typeof fetch;
};

/** AutoGrab's region for the site's country; none for a country it does not cover. */
const AUTOGRAB_REGIONS: Partial<Record<SiteSettings["locale"], string>> = {
  "en-AU": "au",
  "en-NZ": "nz",
};

/** A vendor the site may not ask: every call fails with the reason, for the log. */
function refusing(reason: string): VehicleLookup & ValuationProvider {
  const fail = async (): Promise<never> => {
    throw new Error(reason);
  };
  return { lookup: fail, value: fail };
}

type SiteLookups = {
  registry: VehicleLookup;
  /** The registry the NEVDIS lookup asks. */
  nevdis: VehicleLookup;
  valuation(service: ValuationService): ValuationProvider;
};

/** The registry and valuation providers a site's lookups use, from its settings and the config. */
export function lookupsFor(settings: SiteSettings, config: LookupConfig): SiteLookups {
  const vendors = vendorLookupsFor(settings, config);
  return { ...vendors, nevdis: nevdisFor(settings, config) ?? vendors.registry };
}

/** Blue Flag's NEVDIS for an Australian site when the deployment has its key, else null. */
function nevdisFor(settings: SiteSettings, config: LookupConfig): VehicleLookup | null {
  if (!config.nevdisApiKey || !config.nevdisApiUrl || settings.locale !== "en-AU") return null;
  const base = vendorBaseUrl(
    { production: config.nevdisApiUrl, staging: config.nevdisStagingApiUrl },
    settings.integrations.useStagingHost,
  );
  if (!base.ok) {
    return refusing(
      "NEVDIS_STAGING_API_URL is not set: a site whose lookups use the staging host never asks production",
    );
  }
  return nevdisVehicleLookup({
    baseUrl: base.url,
    apiKey: config.nevdisApiKey,
    ...(config.fetch ? { fetch: config.fetch } : {}),
  });
}

function vendorLookupsFor(
  settings: SiteSettings,
  config: LookupConfig,
): Omit<SiteLookups, "nevdis"> {
  const offline = {
    registry: offlineVehicleLookup(),
    valuation: () => offlineValuationProvider(settings.currency),
  };
  const region = AUTOGRAB_REGIONS[settings.locale];
  if (!config.autoGrabApiKey || !region) return offline;
  const base = vendorBaseUrl(
    { production: config.autoGrabApiUrl, staging: config.autoGrabStagingApiUrl },
    settings.integrations.useStagingHost,
  );
  if (!base.ok) {
    const refused = refusing(
      "AUTOGRAB_STAGING_API_URL is not set: a site whose lookups use the staging host never asks production",
    );
    return {
      registry: refused,
      valuation: (service) => (service === "autograb" ? refused : offline.valuation()),
    };
  }
  const autoGrab = {
    baseUrl: base.url,
    apiKey: config.autoGrabApiKey,
    region,
    currency: settings.currency,
    ...(config.fetch ? { fetch: config.fetch } : {}),
  };
  return {
    registry: autoGrabVehicleLookup(autoGrab),
    valuation: (service) =>
      service === "autograb" ? autoGrabValuationProvider(autoGrab) : offline.valuation(),
  };
}

function configFromEnv(): LookupConfig {
  const config = env();
  return {
    autoGrabApiKey: config.AUTOGRAB_API_KEY,
    autoGrabApiUrl: config.AUTOGRAB_API_URL,
    autoGrabStagingApiUrl: config.AUTOGRAB_STAGING_API_URL,
    nevdisApiKey: config.NEVDIS_API_KEY,
    nevdisApiUrl: config.NEVDIS_API_URL,
    nevdisStagingApiUrl: config.NEVDIS_STAGING_API_URL,
  };
}

export function vehicleLookup(site: Site): VehicleLookup {
  return lookupsFor(site.settings, configFromEnv()).registry;
}

/** The registry the site's NEVDIS lookup asks (Blue Flag's NEVDIS where configured). */
export function nevdisLookup(site: Site): VehicleLookup {
  return lookupsFor(site.settings, configFromEnv()).nevdis;
}

export function valuationProvider(site: Site, service: ValuationService): ValuationProvider {
  return lookupsFor(site.settings, configFromEnv()).valuation(service);
}
