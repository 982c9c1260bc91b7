# Pulso: the web app built once, served by the Fastify server (TypeScript loaded by tsx inside node).
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build:web

FROM node:20-bookworm-slim
# HOST 0.0.0.0 inside the container only; compose publishes the port on 127.0.0.1 unless told otherwise.
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/data
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY tsconfig.json ./
COPY contract contract
COPY services services
COPY events events
COPY projections projections
COPY migrations migrations
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
