import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";

/** OpenAPI generated from the same zod schemas that validate requests; the UI's assets are served locally. */
export async function registerApiDocs(app: FastifyInstance, version: string) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: "Topset API",
        version,
        description:
          "Every call answers `{ status, message, data[], pagination? }`. Authenticate with the session cookie " +
          "(browser) or `Authorization: Bearer <personal API key>`.",
      },
      components: {
        securitySchemes: {
          cookie: { type: "apiKey", in: "cookie", name: "topset_session" },
          bearer: { type: "http", scheme: "bearer" },
        },
      },
      // Either one authenticates /api/v1; the UI's "Authorize" button takes a key for trying calls.
      security: [{ cookie: [] }, { bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: "/docs/api", staticCSP: true });
}
