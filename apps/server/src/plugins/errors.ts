import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { isUnstorableText } from "../lib/db-errors.js";
import { DEPENDENCY_DOWN_MESSAGE, isDependencyDown, RETRY_AFTER_SECONDS } from "../lib/dependency-errors.js";
import { HttpError, INTERNAL_ERROR_MESSAGE, VALIDATION_MESSAGE } from "../lib/http-errors.js";

function validationErrors(error: { validation: { instancePath: string; message?: string }[] }) {
  return error.validation.map((issue) => {
    const path = issue.instancePath.replace(/^\//, "").replaceAll("/", ".");
    return { msg: issue.message ?? "Invalid value", ...(path ? { path } : {}) };
  });
}

/**
 * Fastify's router answers some malformed addresses itself, before any route or error handler runs: a
 * path that is not valid percent-encoded UTF-8 (400) and a path parameter over 100 characters (414).
 * Passed as the `frameworkErrors` server option so those answers carry the failure envelope too.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (error.code === "FST_ERR_MAX_PARAM_LENGTH") {
    return reply.status(414).send({ status: "fail", message: "A part of the address is too long." });
  }
  const status =
    error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  return reply.status(status).send({ status: "fail", message: "The address is not valid." });
}

/** The one place that shapes failures into `{ status: "fail", message, errors? }`; a 5xx never leaks details. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply
        .status(400)
        .send({ status: "fail", message: VALIDATION_MESSAGE, errors: validationErrors(error) });
    }
    if (error instanceof HttpError) {
      const body = {
        status: "fail",
        message: error.message,
        ...(error.errors ? { errors: error.errors } : {}),
      };
      return reply.status(error.statusCode).send(body);
    }
    if (isUnstorableText(error)) {
      const errors = [{ msg: "Text must not contain NUL or other unsupported characters." }];
      return reply.status(400).send({ status: "fail", message: VALIDATION_MESSAGE, errors });
    }
    if (isDependencyDown(error)) {
      // PostgreSQL or Redis went away: the client may retry once it is back (the pools reconnect).
      request.log.warn({ err: error }, "dependency unavailable");
      reply.header("Retry-After", String(RETRY_AFTER_SECONDS));
      return reply.status(503).send({ status: "fail", message: DEPENDENCY_DOWN_MESSAGE });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, wrong content type, too large, rate limited).
      return reply.status(status).send({ status: "fail", message: error.message });
    }
    request.log.error({ err: error }, "unexpected error");
    return reply.status(500).send({ status: "fail", message: INTERNAL_ERROR_MESSAGE });
  });
}
