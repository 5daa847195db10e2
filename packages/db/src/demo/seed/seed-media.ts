import type { MediaStore, MediaUpload } from "../../media/media-store.ts";
import { historyReportPdf } from "../history-report.ts";
import { renderHeroImage } from "../images/hero-image.ts";
import { renderLogo } from "../images/logo.ts";
import { renderModelImage } from "../images/model-image.ts";
import { pickColour, vehiclePaint } from "../images/paint-colours.ts";
import { renderVehicleImage } from "../images/vehicle-image.ts";
import type { VehicleImageKind } from "../images/vehicle-kinds.ts";
import type { DemoSite } from "../sites/demo-site.ts";
import { modelsOf } from "./demo-models.ts";
import {
  COLOURS_PER_KIND,
  HISTORY_REPORT_MEDIA_ID,
  VIEWS_PER_CAR,
  heroMediaId,
  logoMediaId,
  modelMediaId,
  vehicleMediaId,
} from "./media-ids.ts";

/** A rendered image as an upload: PNG or JPEG by its id's extension. */
const image = (id: string, bytes: Promise<Buffer>, width: number, height: number) =>
  bytes.then((data): MediaUpload => ({
    id,
    contentType: id.endsWith(".png") ? "image/png" : "image/jpeg",
    bytes: data,
    width,
    height,
  }));

/** Every view of every colour of each vehicle kind. */
function vehicleImageJobs(kinds: readonly VehicleImageKind[]): Promise<MediaUpload>[] {
  const jobs: Promise<MediaUpload>[] = [];
  for (const kind of kinds) {
    for (let colour = 0; colour < COLOURS_PER_KIND; colour++) {
      for (let view = 0; view < VIEWS_PER_CAR; view++) {
        jobs.push(
          image(
            vehicleMediaId(kind, colour, view),
            renderVehicleImage({ kind, colour: vehiclePaint(kind, colour).hex, view }),
            1200,
            800,
          ),
        );
      }
    }
  }
  return jobs;
}

/** A site's logo, its hero image and one image per model it shows. */
function siteImageJobs(site: DemoSite): Promise<MediaUpload>[] {
  return [
    image(
      logoMediaId(site.slug),
      renderLogo({ name: site.name, primary: site.brand.primary, secondary: site.brand.secondary }),
      480,
      160,
    ),
    image(
      heroMediaId(site.slug),
      renderHeroImage({ name: site.name, primary: site.brand.primary }),
      1200,
      630,
    ),
    ...modelsOf(site).map((entry) =>
      image(
        modelMediaId(site.slug, entry.slug),
        renderModelImage({
          kind: entry.kind,
          colour: pickColour(entry.position),
          name: entry.name,
        }),
        1200,
        800,
      ),
    ),
  ];
}

/**
 * Paints every image the sites link to: each vehicle kind in a few colours and views (shared by
 * all sites), and per site a logo, a hero banner and a picture of each model in its range.
 */
export async function renderDemoMedia(sites: DemoSite[]): Promise<MediaUpload[]> {
  const kinds = [...new Set(sites.flatMap((site) => site.catalogue.map((entry) => entry.kind)))];
  const jobs = [...vehicleImageJobs(kinds), ...sites.flatMap(siteImageJobs)];
  const rendered = await Promise.all(jobs);
  rendered.push({
    id: HISTORY_REPORT_MEDIA_ID,
    contentType: "application/pdf",
    bytes: historyReportPdf(),
    width: null,
    height: null,
  });
  return rendered;
}

/**
 * Writes through the media store, so the demo images land where the app keeps media (the
 * database or the bucket). Media is shared between sites: an id already stored is kept. One
 * after another: the store writes each file's row on the seed's transaction, one connection,
 * which runs one statement at a time (node-postgres warns of a query sent while another runs).
 */
export async function seedMedia(store: MediaStore, media: MediaUpload[]): Promise<void> {
  for (const file of media) await store.put(file);
}
