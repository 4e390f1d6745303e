/** Business constants of the spec, named once. */
export const SESSION_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const MALFORMED_UUID_MESSAGE = "Generated UUID is malformed";

export const MOBILE_BREAKPOINT_PX = 768;
export const LANDING_CARD_ROTATION_MS = 7_000;
export const RESTORING_FLAG_MS = 2_000;
export const RESTORE_HISTORY_DELAY_MS = 100;

export const CHAT_TIMEOUT_MS = 30_000;
export const CHAT_POLL_START_MS = 10_000;
export const CHAT_POLL_INTERVAL_MS = 5_000;
export const DUPLICATE_MESSAGE_WINDOW_MS = 1_000;
export const LOADING_MESSAGE_ROTATION_MS = 3_000;
export const LOADING_MESSAGE_FADE_MS = 300;

export const MAX_RANKED_FACTORS = 9;
export const AUTOSAVE_DEBOUNCE_MS = 500;
export const ESTIMATE_INITIAL_WAIT_MS = 5_000;
export const ESTIMATE_POLL_INTERVAL_MS = 1_000;
export const ESTIMATE_MAX_POLLS = 30;
export const ESTIMATE_MAX_HTTP_FAILURES = 5;
/** The estimate shown when none arrives in time (client), and its minutes wherever an estimate came without a time. */
export const ESTIMATE_FALLBACK_COUNT = 25;
export const ESTIMATE_FALLBACK_MINUTES = 5;
export const BAKING_MESSAGE_ROTATION_MS = 6_000;
export const WEBHOOK_TIMEOUT_MS = 30_000;
/** The built-in search analyses and ranks at most this many of the listings that match (the best by Overall Fit). */
export const SEARCH_RESULT_LIMIT = 200;

export const PRICE_MIN_OPTION = 200_000;
export const PRICE_MAX_OPTION = 10_000_000;
export const PRICE_STEP = 50_000;
export const RENOVATION_BUDGET_MIN = 50_000;
export const RENOVATION_BUDGET_MAX = 500_000;
export const RENOVATION_BUDGET_STEP = 50_000;

export const PLACES_MIN_QUERY_LENGTH = 3; // "above 2 characters"
export const PLACES_BLUR_DELAY_MS = 200;

export const COPY_LINK_FALLBACK_MS = 15_000;
export const COPY_ADDRESS_FALLBACK_MS = 10_000;
export const MATCHES_SKELETON_CARDS = 6;
export const GUEST_PASSWORD_LENGTH = 16;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** The longest chat message accepted (characters, after trimming); a longer one is refused, never cut. */
export const CHAT_MESSAGE_MAX_CHARS = 4_000;
/** How long the LLM assistant may take before the built-in one answers that turn. */
export const LLM_TIMEOUT_MS = 30_000;

/** SMTP retries of the outbox (overridable with MAIL_RETRY_BASE_MS, MAIL_RETRY_MAX_MS, MAIL_MAX_ATTEMPTS). */
export const MAIL_RETRY_BASE_MS = 60_000;
export const MAIL_RETRY_MAX_MS = 3_600_000;
export const MAIL_MAX_ATTEMPTS = 8;
/** How long one SMTP attempt may take (connect, greeting, each exchange) before it counts as failed. */
export const SMTP_ATTEMPT_TIMEOUT_MS = 15_000;

/** How long a worker whose search attempt failed waits for the database to answer before handing the failure back. */
export const DB_RECOVERY_WAIT_MS = 120_000;

/** A Pusher trigger slower than this counts as failed; after Pusher could not be reached, pushes pause this long. */
export const PUSHER_TRIGGER_TIMEOUT_MS = 2_500;
export const PUSHER_RETRY_AFTER_MS = 30_000;

/** How often each worker looks for approved beta testers who have not had the "you're in" e-mail. */
export const APPROVAL_NOTICE_INTERVAL_MS = 10_000;
