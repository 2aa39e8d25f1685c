# syntax=docker/dockerfile:1
# Topset in a container: `docker build -t topset .` (docs/deploy.md). Two stages: the build has every
# dev dependency (Vite, esbuild); the image that runs has only the server's production dependencies,
# the two bundles, ffmpeg (video thumbnails) and pg_dump/pg_restore (`cli backup` / `restore`).

ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /src
# Manifests first: the dependency layer is rebuilt only when they change.
COPY package.json package-lock.json .npmrc ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/shared/package.json packages/shared/
COPY packages/client/package.json packages/client/
RUN npm ci --no-audit --no-fund
# The server bundle inlines packages/shared and the root package.json (the version) and copies
# CHANGELOG.md and the migrations next to itself; the web build reads tsconfig.base.json.
COPY tsconfig.base.json CHANGELOG.md ./
COPY packages/shared packages/shared
COPY apps/server apps/server
COPY apps/web apps/web
RUN npm run build

FROM ${NODE_IMAGE} AS runtime
# pg_dump must be as new as the server it dumps: the client of PG_MAJOR from the PostgreSQL apt
# repository (Debian 12's own is 15). Keep PG_MAJOR equal to the PostgreSQL in compose.yaml.
ARG PG_MAJOR=16
RUN apt-get update \
  && apt-get install -y --no-install-recommends ca-certificates curl ffmpeg \
  && install -d /usr/share/postgresql-common/pgdg \
  && curl -fsSL -o /usr/share/postgresql-common/pgdg/apt.postgresql.org.asc \
    https://www.postgresql.org/media/keys/ACCC4CF8.asc \
  && echo "deb [signed-by=/usr/share/postgresql-common/pgdg/apt.postgresql.org.asc] https://apt.postgresql.org/pub/repos/apt bookworm-pgdg main" \
    > /etc/apt/sources.list.d/pgdg.list \
  && apt-get update \
  && apt-get install -y --no-install-recommends "postgresql-client-${PG_MAJOR}" \
  && apt-get purge -y curl && apt-get autoremove -y \
  && rm -rf /var/lib/apt/lists/*

ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
# The server's production dependencies only (npm dependencies stay outside the bundle: build.mjs).
# Every workspace manifest is copied because the lockfile names all three.
COPY package.json package-lock.json .npmrc ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/shared/package.json packages/shared/
COPY packages/client/package.json packages/client/
RUN npm ci --omit=dev --workspace apps/server --no-audit --no-fund && npm cache clean --force
# dist/ holds server.js, cli.js, migrations/ and CHANGELOG.md; the server serves ../../web/dist.
COPY --from=build /src/apps/server/dist apps/server/dist
COPY --from=build /src/apps/web/dist apps/web/dist

# Everything the server writes (outbox, logs, backups, and uploads or the embedded database when no
# S3 store or DATABASE_URL is set) goes to DATA_DIR, a volume owned by the unprivileged `node` user.
RUN mkdir -p /data && chown node:node /data
VOLUME ["/data"]
USER node
EXPOSE 3000
# /health: the process is alive (a restart policy). A load balancer should ask /ready instead.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node itself as PID 1 (no npm in between), so SIGTERM reaches the server's graceful shutdown.
CMD ["node", "apps/server/dist/server.js"]
