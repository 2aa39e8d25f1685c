import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import { failureSchema } from "@topset/shared";
import type { FastifyInstance, FastifySchema, RouteOptions } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";

/**
 * The failure envelope for the statuses every call may answer, documented on each route that does not
 * declare its own. The error handler (plugins/errors.ts) shapes every one of them, so serializing them
 * with this schema never changes a body.
 */
const failures = {
  400: failureSchema.describe(
    "Invalid input: `errors[]` names each offending field (`path`) with a message.",
  ),
  401: failureSchema.describe("Not logged in, or the session or API key is no longer valid."),
  403: failureSchema.describe("Logged in, but not allowed to do this (another member's data, not an admin)."),
  404: failureSchema.describe("No such record for this member (another member's ids answer the same)."),
  429: failureSchema.describe("Too many requests: wait and try again."),
  500: failureSchema.describe("Unexpected server error; the message gives no details."),
} as const;

/** Behind requireUser or requireAdmin: these also answer 401 and 403. */
const signedInPrefixes = ["/api/v1/", "/api/admin/"];

const words = (url: string) =>
  url
    .split("/")
    .filter(Boolean)
    .map((segment) => (segment.startsWith(":") ? `by-${segment.slice(1)}` : segment))
    .flatMap((segment) => segment.split(/[^A-Za-z0-9]+/))
    .filter(Boolean);

const camel = (parts: string[]) =>
  parts.map((p, i) => (i === 0 ? p.toLowerCase() : p[0]!.toUpperCase() + p.slice(1))).join("");

/**
 * Every documented route gets a summary, a unique operationId and its failure responses, in one place
 * rather than in each routes file. A path with a trailing slash is an alias kept for old clients
 * (POST /api/v1/api-keys/): it works but is left out of the document.
 */
function documentRoute(route: RouteOptions, operationIds: Set<string>) {
  const url = route.url ?? "";
  if (!url.startsWith("/api/") && url !== "/health" && url !== "/ready") return;
  const methods = ([] as string[]).concat(route.method);
  if (methods.every((m) => m === "HEAD")) return;
  const schema = (route.schema ??= {}) as Record<string, unknown>;
  if (schema.hide) return;
  if (url.length > 1 && url.endsWith("/")) {
    schema.hide = true;
    return;
  }
  const method = methods.find((m) => m !== "HEAD") ?? methods[0]!;
  const documentedPath = url.replace(/:([A-Za-z0-9_]+)/g, "{$1}");
  schema.summary ??= `${method} ${documentedPath}`;
  if (!schema.operationId) {
    const base = camel([method.toLowerCase(), ...words(url.replace(/^\/api\//, ""))]);
    let id = base;
    for (let n = 2; operationIds.has(id); n++) id = `${base}${n}`;
    operationIds.add(id);
    schema.operationId = id;
  }
  if (url === "/health" || url === "/ready") return;
  const response = (schema.response ??= {}) as Record<string, unknown>;
  const signedIn = signedInPrefixes.some((prefix) => url.startsWith(prefix));
  for (const [status, failure] of Object.entries(failures)) {
    if ((status === "401" || status === "403") && !signedIn) continue;
    response[status] ??= failure;
  }
}

/** A route as declared: its methods, its path (`:id` style) and its zod schemas. */
export type DeclaredRoute = { methods: string[]; url: string; schema: FastifySchema };
const declaredRoutes = new WeakMap<FastifyInstance, DeclaredRoute[]>();

/** Every route of `app` with its schemas (the schema fuzz test walks them). */
export const routesOf = (app: FastifyInstance): DeclaredRoute[] => declaredRoutes.get(app) ?? [];

/** OpenAPI generated from the same zod schemas that validate requests; the UI's assets are served locally. */
export async function registerApiDocs(app: FastifyInstance, version: string) {
  const operationIds = new Set<string>();
  const routes: DeclaredRoute[] = [];
  declaredRoutes.set(app, routes);
  app.addHook("onRoute", (route) => {
    documentRoute(route, operationIds);
    const methods = ([] as string[]).concat(route.method);
    routes.push({ methods, url: route.url ?? "", schema: route.schema ?? {} });
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: "Topset API",
        version,
        description:
          "Every call answers `{ status, message, data[], pagination? }`. Authenticate with the session cookie " +
          "(browser) or `Authorization: Bearer <personal API key>`.",
        license: { name: "MIT", url: "https://opensource.org/license/mit" },
      },
      // Relative: the document describes the server that serves it, whatever its address.
      servers: [{ url: "/", description: "This Topset server" }],
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
