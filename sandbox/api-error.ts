/** A failure answered as `{error: code}` with its HTTP status; thrown by handlers, caught once by the server. */
export class ApiError extends Error {
  readonly headers: Record<string, string>;

  constructor(
    readonly status: number,
    readonly code: string,
    headers: Record<string, string> = {},
  ) {
    super(code);
    this.headers = headers;
  }
}

export const notFound = (): ApiError => new ApiError(404, 'not_found');
export const badRequest = (code: string): ApiError => new ApiError(400, code);
export const conflict = (code: string): ApiError => new ApiError(409, code);
