# Multi-stage build of both services (the same image runs the upstream or the proxy), on Node 24
# LTS (Node 20 reached its end of life in April 2026; the code also runs on 20.19+).
FROM node:24-bookworm-slim AS deps
WORKDIR /app
# The toolchain for the SQLite add-on (better-sqlite3), which compiles from source (below).
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ \
    && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
COPY scripts/node-package.sh scripts/
# The SQLite add-on compiles from source against the headers of the Node version package.json
# names, from the npm registry: built with the headers of Node 24.19 or later (or downloaded
# prebuilt), better-sqlite3 12 aborts the process when the garbage collector frees one of its
# statements (decision 124).
RUN npm_config_nodedir=$(scripts/node-package.sh "$(node -p "require('./package.json').config.addonNodeHeaders")" /tmp/addon-headers) \
    npm_config_build_from_source=true npm ci \
    && rm -rf /tmp/addon-headers

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
