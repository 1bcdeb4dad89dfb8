/** The business constants of the specification (section 9), shared by client and server. */
export const ARTICLE_PAGE_SIZE = 9;
export const CATEGORY_LIST_INITIAL_ROWS = 5;
export const CATEGORY_LIST_STEP = 5;
export const CATEGORY_TITLE_MIN_LENGTH = 3;

export const PENDING_HOLD_MS = 6 * 60 * 1000;
export const COUNTDOWN_TICK_MS = 1000;
export const SLOT_REFRESH_MS = 30 * 1000;
export const SAVED_BOOKING_TTL_MS = 5 * 60 * 1000;

export const BANNER_AUTO_HIDE_MS = 5000;
export const TOAST_AUTO_CLOSE_MS = 5000;
export const PAYMENT_SUCCESS_REDIRECT_MS = 3000;
export const SHOWCASE_ADVANCE_MS = 3000;

export const TEASER_TYPE_COUNT = 3;
export const PAGE_FADE_MS = 300;

export const PERSIST_RESTORE_TIMEOUT_MS = 5000;
export const PERSIST_STORAGE_KEY = 'root';
export const PERSIST_VERSION = 1;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
