# Arcana's image: the built server and web client on Node 20, with production dependencies only.
# One image for every role: `docker run arcana` is the embedded single process (PGlite under /data),
# and with DATABASE_URL the compose file starts it as `--role web` and `--role worker` (README, Production).
# scripts/dockerfile.faults.test.ts runs these steps in order and checks the result answers its HEALTHCHECK.
# Both stages start from one base image, pinned by the digest of its multi-platform manifest list, so a tag
# re-pushed upstream cannot change what is built. To move to a newer Node 20, take the new tag's digest from
# `docker buildx imagetools inspect node:<version>-bookworm-slim` (the "Digest:" line) and change both FROM lines.

FROM node:20.20.2-bookworm-slim@sha256:2cf067cfed83d5ea958367df9f966191a942351a2df77d6f0193e162b5febfc0 AS build
WORKDIR /app
# The lockfile alone first, so a source change does not reinstall the dependencies.
COPY package.json package-lock.json .npmrc ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:20.20.2-bookworm-slim@sha256:2cf067cfed83d5ea958367df9f966191a942351a2df77d6f0193e162b5febfc0 AS runtime
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
# dist/server finds dist/client and its migrations beside itself (docs/decisions/0012-serve-the-built-server.md).
COPY --from=build /app/dist ./dist
# The embedded database lives here; a new volume takes this directory's owner, so the server can write it.
RUN install -d -o node -g node -m 700 /data
USER node
VOLUME /data
EXPOSE 3000
# Slim images have no curl: Node's own fetch asks /healthz, which answers 200 once the database does.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((response) => process.exit(response.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "dist/server/main.js"]
