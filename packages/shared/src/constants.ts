/** Business constants of the product specification (section 9) shared by server and web. */
export const LANGUAGES = ['ar', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ar';
export const LANGUAGE_STORAGE_KEY = 'lang';
export const TOKEN_STORAGE_KEY = 'token';
export const USER_STORAGE_KEY = 'user';

export const DEFAULT_COUNTRY_CODE = '+966';
export const VIN_LENGTH = 17;

export const SEARCH_DEBOUNCE_MS = 500;
export const REQUEST_TIMEOUT_MS = 30_000;
export const QUERY_RETRY_COUNT = 3;
export const queryRetryDelay = (attempt: number): number => Math.min(1000 * 2 ** attempt, 30_000);
export const QUERY_GC_TIME_MS = 5 * 60 * 1000;

export const DATE_FORMAT = 'yyyy-MM-dd';
export const DATE_TIME_FORMAT = 'yyyy-MM-dd HH:mm:ss';

export const DEFAULT_PER_PAGE = 15;
export const MAX_PER_PAGE = 100;
export const PAGINATION_SIBLING_COUNT = 2;
export const PAGINATION_ELLIPSIS_AFTER = 8;

export const SIDEBAR_COOKIE_NAME = 'sidebar:state';
export const SIDEBAR_COOKIE_MAX_AGE_S = 60 * 60 * 24 * 7;
export const SIDEBAR_WIDTH = '16rem';
export const SIDEBAR_WIDTH_MOBILE = '18rem';
export const SIDEBAR_WIDTH_ICON = '3rem';

export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;
export const ROW_ACTIONS_MENU_WIDTH_PX = 142;

export const DEMO_ADMIN = { email: 'admin@example.com', password: 'admin12345' } as const;
/** The demo driver of the driver app (DEMO=1): the first demo driver, with the first demo vehicle. */
export const DEMO_DRIVER = { country_code: '+966', phone: '510000000', password: 'driver123' } as const;
