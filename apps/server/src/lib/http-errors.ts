import type { ApiErrorItem } from "@topset/shared";

/** An error that the error plugin turns into the failure envelope with this status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: ApiErrorItem[],
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errors?: ApiErrorItem[]) => new HttpError(400, message, errors);
export const unauthorized = (message = "Please log in to continue.") => new HttpError(401, message);
export const forbidden = (message = "You are not allowed to do that.") => new HttpError(403, message);
export const notFound = (what = "Resource") => new HttpError(404, `${what} not found`);
export const conflict = (message: string) => new HttpError(409, message);
export const tooManyRequests = (message = "Too many requests. Please wait a moment and try again.") =>
  new HttpError(429, message);

export const INTERNAL_ERROR_MESSAGE =
  "The server encountered an internal error or misconfiguration and was unable to complete your request. Please try again later!";
export const VALIDATION_MESSAGE = "Validation errors within your requests!";
