# syntax=docker/dockerfile:1
# Bento Creator: one image that serves the API, the shell and every remote (docs/deploy.md).
# docker build -t bento-creator . && docker run -p 3000:3000 bento-creator

# ---- dependencies: every workspace's package.json first, so source changes keep this layer cached
FROM node:20-bookworm-slim AS deps
# The SQLite driver compiles from source where no prebuilt binary matches.
RUN apt-get update \
  && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/core/package.json packages/core/
COPY packages/store/package.json packages/store/
COPY packages/ui/package.json packages/ui/
COPY shell/package.json shell/
COPY editor-mfe/package.json editor-mfe/
COPY sites-mfe/package.json sites-mfe/
COPY account-mfe/package.json account-mfe/
COPY embeds-mfe/package.json embeds-mfe/
COPY templates-mfe/package.json templates-mfe/
COPY admin-mfe/package.json admin-mfe/
COPY insights-mfe/package.json insights-mfe/
COPY api/package.json api/
COPY e2e/package.json e2e/
# Not `npm ci`: the lockfile cannot list the optional native builds of other platforms (see .ci/run), so `npm ci`
# rejects it; `npm install` resolves the same pinned tree. Dev dependencies stay: the server runs its TypeScript
# through @swc/core (scripts/register-ts.cjs).
RUN npm install --no-audit --no-fund

# ---- build: the shell, every remote and the published-site viewer (what `npm run build` runs)
FROM deps AS build
COPY . .
RUN node -r ./scripts/register-ts.cjs scripts/build.ts

# ---- runtime: no compiler, not root
FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=3000
WORKDIR /app
COPY --from=build /app /app
# The default SQLite file (data/bento.sqlite) and a local UPLOADS_DIR need a writable folder; the rest stays
# read-only for the server's user.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM: stop accepting, give in-flight requests 5 s, close Redis and the database (api/src/server.ts).
STOPSIGNAL SIGTERM
CMD ["node", "-r", "./scripts/register-ts.cjs", "api/src/server.ts"]
