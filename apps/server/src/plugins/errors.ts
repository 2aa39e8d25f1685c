import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { isUnstorableText } from "../lib/db-errors.js";
import { HttpError, INTERNAL_ERROR_MESSAGE, VALIDATION_MESSAGE } from "../lib/http-errors.js";

function validationErrors(error: { validation: { instancePath: string; message?: string }[] }) {
  return error.validation.map((issue) => {
    const path = issue.instancePath.replace(/^\//, "").replaceAll("/", ".");
    return { msg: issue.message ?? "Invalid value", ...(path ? { path } : {}) };
  });
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
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, wrong content type, too large, rate limited).
      return reply.status(status).send({ status: "fail", message: error.message });
    }
    request.log.error({ err: error }, "unexpected error");
    return reply.status(500).send({ status: "fail", message: INTERNAL_ERROR_MESSAGE });
  });
}
