/** Business constants and limits of specification §9 (and the gaps of decision 111). */

/** Every call to the content and search services times out after 5 s. */
export const HTTP_TIMEOUT_MS = 5000;

/** Glossary text finder: waits 300 ms, then 500 ms more, before filtering. */
export const GLOSSARY_DEBOUNCE_MS = 300;
export const GLOSSARY_SECOND_DEBOUNCE_MS = 500;
/** Search panel debounce. */
export const PANEL_DEBOUNCE_MS = 800;
/** Retry after a token refresh (the panel's retry). */
export const TOKEN_RETRY_DELAY_MS = 100;
/** Simulated delay of the letter filter. */
export const LETTER_FILTER_DELAY_MS = 100;

/** Side cards on a term page. */
export const MAX_SIDE_CARDS = 4;
/** Company documents shown in the panel. */
export const PANEL_DOCUMENTS_LIMIT = 3;
/** The definitions tab always shows this count. */
export const DEFINITION_TAB_COUNT = 20;

/** Text cuts (plus an ellipsis). */
export const CUT_GLOSSARY_CARD = 300;
export const CUT_SIDE_CARD = 200;
export const CUT_PANEL_DEFINITION = 200;
export const CUT_PANEL_ISSUER_NAME = 80;
export const CUT_PANEL_DOCUMENT = 80;
export const ELLIPSIS = '…';

/** Cookies. */
export const TOKEN_COOKIE_NAME = 'bolsa_token';
export const TOKEN_COOKIE_MAX_AGE_S = 604800;
export const LANG_COOKIE_NAME = 'bolsa_lang';
export const LANG_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
export const COOKIE_PATH = '/';

/** Grids. */
export const GRID_PAGE_SIZE = 20;
export const GRID_HEIGHT_PX = 640;
export const GRID_HEIGHT_TALL_PX = 660;

/** Letter finder: A to Z with the Spanish Ñ right after N (27 letters). */
export const ALPHABET = [
  'A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K', 'L', 'M', 'N', 'Ñ',
  'O', 'P', 'Q', 'R', 'S', 'T', 'U', 'V', 'W', 'X', 'Y', 'Z',
] as const; // prettier-ignore
export type Letter = (typeof ALPHABET)[number];
export const DEFAULT_LETTER: Letter = 'A';

/** Search term limit (decision 111): cut in the client, refused by the proxy. */
export const SEARCH_TERM_MAX_LENGTH = 200;
/** Limits the proxy enforces on request bodies. */
export const REQUEST_JSON_MAX_BYTES = 8 * 1024;
export const API_BODY_MAX_BYTES = 16 * 1024;

/** The market's time zone: the services' dates without a zone are its local time. */
export const MARKET_TIME_ZONE = 'America/Mexico_City';

/** Issuer pages and filing feeds (decision 117). */
export const ISSUER_KEY_MAX_LENGTH = 16;
/** The newest filings an issuer page lists. */
export const ISSUER_PAGE_FILINGS = 10;
/** The most instrument series an issuer page lists (one grid request; the upstream pages at 100). */
export const ISSUER_PAGE_INSTRUMENTS = 100;
/** The most entries, and bytes, of an Atom feed of filings. */
export const FEED_MAX_ENTRIES = 50;
export const FEED_MAX_BYTES = 128 * 1024;

/** Results page tabs (query parameter `tab`). */
export const SEARCH_TABS = [
  'definitions',
  'instruments',
  'documents',
  'indices',
  'sections',
] as const;
export type SearchTab = (typeof SEARCH_TABS)[number];
export const TAB_DEFINITIONS = 0;
export const TAB_INSTRUMENTS = 1;
export const TAB_DOCUMENTS = 2;
export const TAB_INDICES = 3;
export const TAB_SECTIONS = 4;

/** Price data is delayed by 20 minutes. */
export const PRICE_DELAY_MINUTES = 20;

/** Top progress bar. */
export const PROGRESS_THROTTLE_MS = 200;
export const PROGRESS_DURATION_MS = 5000;
export const PROGRESS_HEIGHT_PX = 2;

/** A failed lazy chunk reloads the page at most once per this interval. */
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;

/** Presentation sizes (specification §9). */
export const LAYOUT = {
  breakpoints: [320, 480, 768, 992, 1200],
  headerBarHeightPx: 56,
  headerMaxWidthPx: 1110,
  dropdownWidthPx: 1050,
  searchInputWidthPx: 170,
  searchInputTabletWidthPx: 150,
  searchPanelWidthsPx: [430, 420, 320, 280],
  sideBarPanelPx: 180,
  sideBarPanelFullWidthPx: 200,
  gridToolPanelPx: 200,
  fixedBlockHeightPx: 600,
  searchFormWidthPx: 400,
} as const;
