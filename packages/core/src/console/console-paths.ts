/** The dealer console's pages, on the bare platform host. */
export const CONSOLE_PATH = "/console";
export const CONSOLE_SIGN_IN_PATH = `${CONSOLE_PATH}/sign-in`;
export const CONSOLE_USERS_PATH = `${CONSOLE_PATH}/users`;
export const CONSOLE_ACCOUNT_PATH = `${CONSOLE_PATH}/account`;
/** The signed-in user's notifications on one device: POST on or changed, DELETE off. */
export const CONSOLE_NOTIFICATIONS_PATH = `${CONSOLE_ACCOUNT_PATH}/notifications`;
export const CONSOLE_AUDIT_PATH = `${CONSOLE_PATH}/audit`;
export const CONSOLE_STOCK_PATH = `${CONSOLE_PATH}/stock`;
export const CONSOLE_STOCK_IMPORTS_PATH = `${CONSOLE_STOCK_PATH}/imports`;
/** The car form's VIN decode (GET ?vin=). */
export const CONSOLE_VIN_DECODE_PATH = `${CONSOLE_STOCK_PATH}/vin`;
/** The barcode reader's WebAssembly, loaded by the VIN scan only when staff press Scan. */
export const CONSOLE_BARCODE_READER_PATH = `${CONSOLE_STOCK_PATH}/barcode-reader.wasm`;
export const CONSOLE_NEW_CAR_PATH = `${CONSOLE_STOCK_PATH}/new`;
export const consoleCarPath = (carId: number) => `${CONSOLE_STOCK_PATH}/${carId}`;
export const CONSOLE_LEADS_PATH = `${CONSOLE_PATH}/leads`;
export const CONSOLE_INSIGHT_PATH = `${CONSOLE_PATH}/insight`;
export const CONSOLE_INSIGHT_EXPORT_PATH = `${CONSOLE_INSIGHT_PATH}/export`;
export const CONSOLE_RESERVATIONS_PATH = `${CONSOLE_PATH}/reservations`;
export const consoleReservationPath = (reservationId: string) =>
  `${CONSOLE_RESERVATIONS_PATH}/${reservationId}`;
/** The operator's site switcher (`?q=` searches every site) and new-site wizard. */
export const CONSOLE_SITES_PATH = `${CONSOLE_PATH}/sites`;
export const CONSOLE_NEW_SITE_PATH = `${CONSOLE_SITES_PATH}/new`;

/** The content studio's kinds as they appear in its paths. */
const STUDIO_SEGMENTS = { offer: "offers", "blog-post": "posts", page: "pages" } as const;
const KIND_OF_STUDIO_SEGMENT = new Map(
  Object.entries(STUDIO_SEGMENTS).map(([kind, segment]) => [segment as string, kind]),
) as ReadonlyMap<string, keyof typeof STUDIO_SEGMENTS>;
/** The content kind a studio path segment names ("offers": offer), or null. */
export const kindOfStudioSegment = (segment: string): keyof typeof STUDIO_SEGMENTS | null =>
  KIND_OF_STUDIO_SEGMENT.get(segment) ?? null;
/** A site's reply templates, beside its settings. */
export const consoleReplyTemplatesPath = (websiteId: number) =>
  `${CONSOLE_PATH}/sites/${websiteId}/settings/reply-templates`;
export const consoleContentPath = (websiteId: number) =>
  `${CONSOLE_PATH}/sites/${websiteId}/content`;
export const consoleMediaPath = (websiteId: number) => `${CONSOLE_PATH}/sites/${websiteId}/media`;
export const consoleContentItemPath = (
  websiteId: number,
  kind: keyof typeof STUDIO_SEGMENTS,
  id: number | "new",
) => `${consoleContentPath(websiteId)}/${STUDIO_SEGMENTS[kind]}/${id}`;
/** The console's preview route of a stored item: signed-in staff are sent on to the site. */
export const consoleContentPreviewPath = (
  websiteId: number,
  kind: keyof typeof STUDIO_SEGMENTS,
  id: number,
) => `${consoleContentItemPath(websiteId, kind, id)}/preview`;
/** The studio's editor of the site's header and footer menus. */
export const consoleMenusPath = (websiteId: number) => `${consoleContentPath(websiteId)}/menus`;
/** The studio's list of the site's search pages, and one page's editor ("new": a new one). */
export const consoleSearchPagesPath = (websiteId: number) =>
  `${consoleContentPath(websiteId)}/search-pages`;
export const consoleSearchPagePath = (websiteId: number, id: number | "new") =>
  `${consoleSearchPagesPath(websiteId)}/${id}`;
