/**
 * The one error type of the server side. Route handlers turn it into
 * `{ error: { code, message } }` with its status; anything else becomes a
 * generic 500 whose details are logged, never shown.
 */
export type ErrorCode =
  | "bad_request"
  | "unauthorized"
  | "forbidden"
  | "not_found"
  | "conflict"
  | "claim_required"
  | "rate_limited"
  | "payload_too_large"
  | "unsupported_media_type"
  | "method_not_allowed"
  | "unavailable"
  | "timeout"
  | "internal";

const STATUS: Record<ErrorCode, number> = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  claim_required: 409,
  rate_limited: 429,
  payload_too_large: 413,
  unsupported_media_type: 415,
  method_not_allowed: 405,
  unavailable: 503,
  timeout: 504,
  internal: 500,
};

export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    /**
     * What the error body carries besides code and message: `reason` tells apart, for the UI, cases that
     * share a code (e.g. the guest-account step's GuestFailure); `ownerEmail` is a session owner's masked
     * address for the Login Required screen (null when there is none to show).
     */
    readonly details?: { fields?: Record<string, string[]>; retryAfterSeconds?: number; reason?: string; ownerEmail?: string | null },
  ) {
    super(message);
    this.status = STATUS[code];
  }
}
