# syntax=docker/dockerfile:1
# Lendwell's server image: the web app and the compiled server on Node 20, production
# dependencies only, run as an unprivileged user. docs/deploy.md explains how to run it;
# `npm run lint:deploy` checks this file (docs/decisions/0033-deploy-recipe.md).

# One pinned base for every stage: Debian bookworm, as on the machines the tests run on, so the
# prebuilt native packages (sharp, @node-rs/argon2) are the glibc builds that are tested.
FROM node:20.20.2-bookworm-slim AS base
WORKDIR /app

# Every dependency, dev ones included: the build needs Vite, esbuild and their plugins.
FROM base AS deps
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

FROM deps AS build
# The Maps key is built into the web app (Vite reads it from the environment, where RUN finds
# build arguments); the server is given it again at run time, for its content security policy.
ARG VITE_GOOGLE_MAPS_KEY=""
COPY tsconfig.json vite.config.ts ./
COPY scripts/build-server.mjs ./scripts/build-server.mjs
COPY src ./src
RUN npm run build

# Production dependencies alone, installed apart from the build's so none of its tools ship.
FROM base AS production-deps
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

FROM base AS runtime
ENV NODE_ENV=production \
    PORT=5000 \
    DATA_DIR=/app/data
COPY --from=production-deps /app/node_modules ./node_modules
# Its "type": "module" is what makes node read dist/server/*.js as ES modules.
COPY package.json ./
# dist/web is the web app and dist/server the compiled server with its migrations beside it:
# the bundle finds both from its own location, not from the working directory.
COPY --from=build /app/dist ./dist
# The image's own `node` user (uid 1000), named by number so that an orchestrator which
# refuses root can tell without reading /etc/passwd. Only DATA_DIR is writable by it.
RUN mkdir -p /app/data && chown 1000:1000 /app/data
USER 1000:1000
EXPOSE 5000
# Liveness only: the process answers. Readiness (database and migrations) is /api/ready, which
# the proxy and compose.yaml ask. Node's fetch, as the slim image has no curl.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 5000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Exec form: node is PID 1 and receives SIGTERM itself, with no shell or npm in between to relay
# it (or not) and to exit before the server has finished.
CMD ["node", "--enable-source-maps", "dist/server/main.js"]
