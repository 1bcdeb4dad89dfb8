# syntax=docker/dockerfile:1
# The site as one image: a build stage with the whole toolchain makes the client (webpack), a run
# stage has only what the server needs at run time. test/deploy/production-start.test.ts copies
# the run stage's files as the COPY lines below name them and starts them: keep one path a line.

# Node 24 is the active LTS; Debian 13 (trixie) carries PostgreSQL 17's client for `npm run backup`.
ARG NODE_VERSION=24

FROM node:${NODE_VERSION}-trixie-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --ignore-scripts
COPY . .
RUN npm run build

FROM node:${NODE_VERSION}-trixie-slim AS runtime-deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --ignore-scripts && npm cache clean --force

FROM node:${NODE_VERSION}-trixie-slim AS run
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
RUN apt-get update \
 && apt-get install -y --no-install-recommends postgresql-client \
 && rm -rf /var/lib/apt/lists/* \
 && mkdir -p /data /backups && chown node:node /data /backups
COPY --from=runtime-deps /app/node_modules ./node_modules
COPY package.json package-lock.json tsconfig.json ./
COPY server ./server
COPY src/core ./src/core
COPY --from=build /app/dist ./dist
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health/live').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "--no-wasm-tier-up", "--import", "tsx", "server/main.ts"]
