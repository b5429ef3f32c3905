/** The one error type deep modules throw; routes turn it into pages or JSON. */
export class HttpError extends Error {
  readonly status: number;
  /** Romanian text safe to show a shopper, when the message itself is technical. */
  readonly description?: string;

  constructor(status: number, message: string, options: { description?: string; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = 'HttpError';
    this.status = status;
    this.description = options.description;
  }
}
