# Pulso's image: the web app built once, served by the Fastify server (TypeScript loaded by tsx inside node).
#
# NODE_IMAGE is the base of every stage: the official Node 20 image by default. Where no image registry is reachable,
# scripts/docker/debian-base-images.sh builds an equivalent from Debian's packages (pulso/node:20-debian).
# Behind a TLS-inspecting proxy, hand npm the proxy's CA bundle as a BuildKit secret; it never becomes a layer:
#   DOCKER_BUILDKIT=1 docker build --secret id=ca,src=/path/to/ca-bundle.pem -t pulso .
ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN --mount=type=secret,id=ca \
    if [ -s /run/secrets/ca ]; then export NODE_EXTRA_CA_CERTS=/run/secrets/ca; fi; \
    npm ci --no-audit --no-fund

FROM deps AS build
COPY . .
RUN npm run build:web

FROM deps AS production-deps
RUN npm prune --omit=dev --no-audit --no-fund && npm cache clean --force

FROM ${NODE_IMAGE}
# HOST 0.0.0.0 inside the container only; compose publishes the port on 127.0.0.1 unless told otherwise.
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/data
WORKDIR /app
COPY --from=production-deps /app/node_modules node_modules
COPY package.json package-lock.json tsconfig.json ./
# Every folder the server and its operator scripts (backup, restore, projection rebuild) load from: a test derives
# them from the imports of services/server.ts and of the scripts and fails when one is missing here.
COPY contract contract
COPY db db
COPY domain domain
COPY events events
COPY projections projections
COPY services services
COPY migrations migrations
COPY scripts scripts
COPY --from=build /app/web/dist web/dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
# Ready = database reachable, migrations applied, sequencer and async processors caught up (GET /api/ready).
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=5 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT || 3000}/api/ready`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node itself is the main process (no npm/npx wrapper that swallows signals): `docker stop` sends SIGTERM
# straight to the server, which stops accepting, drains requests and sockets, and closes the database.
STOPSIGNAL SIGTERM
CMD ["node", "--import", "tsx", "services/server.ts"]
