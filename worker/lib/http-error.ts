/** The one error type deep modules throw; routes turn it into pages or JSON. */
export class HttpError extends Error {
  readonly status: number;
  /** Romanian text safe to show a shopper, when the message itself is technical. */
  readonly description?: string;
  /** Machine-readable reason for API callers (`UNAVAILABLE`, `RATE_LIMITED`…). */
  readonly code?: string;
  /** Further JSON fields for API callers. */
  readonly details?: Record<string, unknown>;
  /** Response headers the answer must carry (Retry-After…). */
  readonly headers?: Record<string, string>;

  constructor(
    status: number,
    message: string,
    options: {
      description?: string;
      cause?: unknown;
      code?: string;
      details?: Record<string, unknown>;
      headers?: Record<string, string>;
    } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'HttpError';
    this.status = status;
    this.description = options.description;
    this.code = options.code;
    this.details = options.details;
    this.headers = options.headers;
  }
}
