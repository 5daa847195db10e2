"use client";

import { inSentence } from "@forecourt/core/text/in-sentence";
import { AppLink } from "@/components/app-link";
import { useEffect, useState } from "react";
import {
  parseFavourites,
  removeFavourite,
  type Favourite,
} from "@forecourt/core/garage/favourites";
import { removedGarageCar, type GarageCar } from "@forecourt/core/garage/garage-car";
import { GARAGE_TABS, type GarageTab } from "@forecourt/core/garage/garage-path";
import { LOCAL_USER_FIELDS, parseLocalUser } from "@forecourt/core/garage/local-user";
import type { PathSettings } from "@forecourt/core/domain/path-settings";
import type { StorageSettings } from "@forecourt/core/garage/garage-settings";
import { vehiclePath } from "@forecourt/core/stock/vehicle-links";
import { Button, buttonClasses } from "../ui/button.tsx";
import { cx } from "../ui/cx.ts";
import { OptimisedImage } from "../ui/optimised-image.tsx";
import { garageApi, setAccount, useAccount, type Account } from "./account-store.ts";
import { trackFavouriteToggled } from "./garage-events.ts";
import { useStoredValue, writeStored } from "./local-store.ts";
import { useFavourites } from "./use-favourites.ts";

type GarageViewProps = {
  tab: GarageTab;
  storage: StorageSettings;
  paths: Pick<PathSettings, "search" | "vehicleBase">;
  /** The vehicle noun and its plural as the site spells them ("Car"/"Cars", "RV"/"RVs"). */
  noun: string;
  nounPlural: string;
  /** The postal code's label in the site's locale ("Postcode", "ZIP code"). */
  postcodeLabel: string;
  /** Arrived from a saved-car alert's unsubscribe link. */
  isUnsubscribed?: boolean;
};

const TAB_LABELS: Record<GarageTab, string> = {
  "saved-cars": "Saved",
  "recently-viewed": "Recently viewed",
  "my-details": "My details",
};

const userLabels = (postcodeLabel: string): Record<(typeof LOCAL_USER_FIELDS)[number], string> => ({
  name: "First name",
  last_name: "Last name",
  email: "Email",
  phone: "Phone",
  postcode: postcodeLabel,
});

const NO_VIEWS: Favourite[] = [];

/**
 * My Garage (spec §2, §3): everything here is the shopper's own browser storage, so it works
 * without an account; saved cars' price and state are read live from the site.
 */
export function GarageView({
  tab,
  storage,
  paths,
  noun,
  nounPlural,
  postcodeLabel,
  isUnsubscribed = false,
}: GarageViewProps) {
  return (
    <div data-garage-view>
      {isUnsubscribed ? (
        <p role="status" className="mb-4 rounded-md bg-emerald-50 p-3 font-medium text-emerald-900">
          You will no longer get saved-car alerts by email.
        </p>
      ) : null}
      <nav aria-label="Garage">
        <ul className="flex flex-wrap gap-2 border-b border-slate-200">
          {GARAGE_TABS.map((key) => (
            <li key={key}>
              <AppLink
                href={`?tab=${key}`}
                aria-current={key === tab ? "page" : undefined}
                className={cx(
                  "block border-b-2 px-4 py-2 font-semibold",
                  key === tab
                    ? "border-slate-900 text-slate-900"
                    : "border-transparent text-slate-700",
                )}
              >
                {key === "saved-cars" ? `${TAB_LABELS[key]} ${nounPlural}` : TAB_LABELS[key]}
              </AppLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-6">
        {tab === "saved-cars" ? (
          <SavedCars
            storageKey={storage.favouritesKey}
            paths={paths}
            noun={noun}
            nounPlural={nounPlural}
          />
        ) : tab === "recently-viewed" ? (
          <RecentlyViewed
            storageKey={storage.viewsKey}
            paths={paths}
            noun={noun}
            nounPlural={nounPlural}
          />
        ) : (
          <MyDetails storageKey={storage.userKey} postcodeLabel={postcodeLabel} />
        )}
      </div>
    </div>
  );
}

/** What each list of the garage needs: where its cars are stored, where they link, their noun. */
type GarageListProps = {
  storageKey: string;
  paths: GarageViewProps["paths"];
  noun: string;
  nounPlural: string;
};

type LiveState = { status: "loading" | "ready" | "failed"; cars: Map<number, GarageCar> };

function SavedCars({ storageKey, paths, noun, nounPlural }: GarageListProps) {
  const saved = useFavourites(storageKey);
  const [live, setLive] = useState<LiveState>({ status: "loading", cars: new Map() });
  const [announcement, setAnnouncement] = useState("");
  const ids = saved.map((car) => car.id).join(",");

  useEffect(() => {
    if (ids === "") return;
    const controller = new AbortController();
    fetch(`/api/garage/cars?ids=${ids}`, { signal: controller.signal, cache: "no-store" })
      .then(async (response) => {
        if (!response.ok) throw new Error(`Saved cars answered ${response.status}`);
        const body = (await response.json()) as { cars: GarageCar[] };
        setLive({ status: "ready", cars: new Map(body.cars.map((car) => [car.id, car])) });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        // The saved list still shows from storage; only live price and state are missing.
        console.warn("Could not read saved cars' live state", error);
        setLive((prev) => ({ ...prev, status: "failed" }));
      });
    return () => controller.abort();
  }, [ids]);

  if (saved.length === 0) {
    return (
      <p data-testid="garage-empty">
        No saved {inSentence(nounPlural)} yet. Tap the heart on any {inSentence(noun)} to keep it
        here.{" "}
        <AppLink href={paths.search} className="font-semibold underline">
          Browse {nounPlural}
        </AppLink>
      </p>
    );
  }

  const remove = (car: Favourite) => {
    writeStored(storageKey, removeFavourite(saved, car.id));
    setAnnouncement(`${car.name} removed from favourites`);
    trackFavouriteToggled(car, "removed");
  };

  return (
    <>
      <span role="status" className="sr-only">
        {announcement}
      </span>
      <AlertsSwitch ids={saved.map((car) => car.id)} />
      {live.status === "loading" ? (
        <p className="mb-4 text-sm text-slate-700" role="status">
          Checking prices and availability...
        </p>
      ) : null}
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="garage-saved">
        {saved.map((favourite) => {
          const car = shownCar(favourite, live.cars.get(favourite.id), paths);
          return (
            <li key={favourite.id} data-garage-car={favourite.id}>
              <GarageCarCard car={car}>
                <Button variant="outline" size="sm" onClick={() => remove(favourite)}>
                  Remove<span className="sr-only"> {favourite.name}</span>
                </Button>
              </GarageCarCard>
            </li>
          );
        })}
      </ul>
    </>
  );
}

/** Saved-car alerts on or off, for a signed-in shopper (price drop, sold, reserved). */
function AlertsSwitch({ ids }: { ids: number[] }) {
  const account = useAccount();
  const [error, setError] = useState<string | null>(null);
  if (!account?.user) return null;
  const onChange = async (event: React.ChangeEvent<HTMLInputElement>) => {
    const result = await garageApi("/api/auth/watchlist", {
      method: "PUT",
      body: { ids, alerts: event.target.checked },
    });
    if (!result.ok) return setError(result.message);
    setError(null);
    setAccount(result.data as Account);
  };
  return (
    <div className="mb-4">
      <label className="flex items-center gap-2 font-medium">
        <input
          type="checkbox"
          className="size-5"
          checked={account.user.isAlertsOptIn}
          onChange={onChange}
        />
        Email me when a saved vehicle drops in price, or is sold or reserved
      </label>
      {error ? (
        <p role="alert" className="text-sm font-semibold text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A car as it was stored, linking to its page: shown before (or without) the live answer. */
function storedCar(favourite: Favourite, paths: GarageViewProps["paths"]): GarageCar {
  return {
    ...removedGarageCar(favourite, paths),
    href: vehiclePath(paths, favourite.slug),
    state: "available",
    stateLabel: null,
  };
}

/** The live view; a car the site no longer has keeps what was saved with it. */
function shownCar(
  favourite: Favourite,
  liveCar: GarageCar | undefined,
  paths: GarageViewProps["paths"],
): GarageCar {
  if (!liveCar) return storedCar(favourite, paths);
  return liveCar.state === "removed" ? removedGarageCar(favourite, paths) : liveCar;
}

function GarageCarCard({ car, children }: { car: GarageCar; children?: React.ReactNode }) {
  const isGone = car.state === "sold" || car.state === "removed";
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm">
      <div className="relative aspect-[3/2] bg-slate-100">
        {car.imageUrl ? (
          <OptimisedImage src={car.imageUrl} alt="" sizes="(min-width: 1024px) 33vw, 100vw" />
        ) : null}
        {car.stateLabel ? (
          <span
            className="absolute left-2 top-2 rounded bg-slate-900 px-2 py-1 text-xs font-bold uppercase text-white"
            data-garage-state={car.state}
          >
            {car.stateLabel}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h2 className="font-semibold">
          {car.href ? (
            <AppLink href={car.href} className="hover:underline">
              {car.name}
            </AppLink>
          ) : (
            car.name
          )}
        </h2>
        {car.priceText ? (
          <p className="text-xl font-bold" data-testid="garage-price">
            {car.priceText}
          </p>
        ) : null}
        {isGone ? (
          <p className="text-sm text-slate-700">
            {car.state === "sold"
              ? "This one has found a new home."
              : "This one is no longer listed."}{" "}
            <AppLink href={car.similarHref} className="font-semibold underline">
              See similar<span className="sr-only"> to {car.name}</span>
            </AppLink>
          </p>
        ) : null}
        <div className="mt-auto flex gap-2 pt-2">{children}</div>
      </div>
    </article>
  );
}

function RecentlyViewed({ storageKey, paths, nounPlural }: GarageListProps) {
  const viewed = useStoredValue(storageKey, parseFavourites, NO_VIEWS);
  if (viewed.length === 0) {
    return <p>You have not looked at any {inSentence(nounPlural)} yet.</p>;
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="garage-viewed">
      {viewed.map((car) => (
        <li key={car.id}>
          <GarageCarCard car={storedCar(car, paths)} />
        </li>
      ))}
    </ul>
  );
}

function MyDetails({ storageKey, postcodeLabel }: { storageKey: string; postcodeLabel: string }) {
  const labels = userLabels(postcodeLabel);
  const user = useStoredValue(storageKey, parseLocalUser, null);
  const [announcement, setAnnouncement] = useState("");
  return (
    <div>
      <span role="status" className="sr-only">
        {announcement}
      </span>
      {user ? (
        <>
          <p className="text-slate-700">
            These details fill in our forms for you. They are kept in this browser only.
          </p>
          <dl
            className="mt-4 grid max-w-md grid-cols-[auto_1fr] gap-x-6 gap-y-2"
            data-testid="garage-user"
          >
            {LOCAL_USER_FIELDS.filter((field) => user[field]).map((field) => (
              <div key={field} className="contents">
                <dt className="font-semibold">{labels[field]}</dt>
                <dd>{user[field]}</dd>
              </div>
            ))}
          </dl>
          <button
            type="button"
            className={buttonClasses("destructive", "sm", "mt-4")}
            onClick={() => {
              writeStored(storageKey, null);
              setAnnouncement("Your details are forgotten");
            }}
          >
            Forget my details
          </button>
        </>
      ) : (
        <p data-testid="garage-no-user">
          No details saved. Once you have sent us a form, your name and contact details fill in our
          forms for you.
        </p>
      )}
    </div>
  );
}
