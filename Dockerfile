# Multi-stage build of both services (the same image runs the upstream or the proxy), on Node 24
# LTS (Node 20 reached its end of life in April 2026; the code also runs on 20.19+).
FROM node:24-bookworm-slim AS deps
WORKDIR /app
# The toolchain for the SQLite add-on (better-sqlite3), which compiles from source (below).
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ \
    && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
# `npm ci` builds the SQLite add-on from source (the root package's postinstall, decision 124).
COPY scripts/node-package.sh scripts/sqlite-addon.mjs scripts/
RUN npm ci

FROM deps AS build
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production HOST=0.0.0.0 CACHE_DIR=/app/upstream/.cache
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/upstream/data ./upstream/data
# The upstream persists its document database, the proxy its last good content answers, here:
# they must belong to the user the image runs as (a new volume takes the folder's owner).
RUN mkdir -p /app/upstream/.cache /app/proxy/.cache \
    && chown node:node /app/upstream/.cache /app/proxy/.cache
USER node
EXPOSE 3000 4000
CMD ["node", "dist/node/proxy/src/server.js"]
