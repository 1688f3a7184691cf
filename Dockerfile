# The console as an image. Stage 1 installs and builds the standalone bundle (scripts/bundle.mjs); stage 2 holds only
# that bundle, owned by root and so read-only to the unprivileged `node` user (1000) that runs it. Configuration comes
# from the environment (README). It writes only to DATA_DIR and Next's cache, both of which a read-only root file
# system must mount writable (deploy/kubernetes, compose.yaml); tests/ops/standalone.test.ts runs the bundle that way.
FROM node:20-bookworm-slim AS build
WORKDIR /src
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
ENV NEXT_TELEMETRY_DISABLED=1
RUN node scripts/bundle.mjs --out /bundle

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    HOSTNAME=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/tmp/console-data \
    MALLOC_ARENA_MAX=2
COPY --from=build --chown=root:root /bundle ./
RUN mkdir -p .next/cache && chown 1000:1000 .next/cache
# By number: Kubernetes can check runAsNonRoot only against a numeric user.
USER 1000:1000
EXPOSE 3000
# The stop (scripts/graceful-stop.mjs) takes up to STOP_GRACE_SECONDS (default 10) plus a second: give the runtime more
# (compose.yaml: stop_grace_period; Kubernetes: terminationGracePeriodSeconds).
STOPSIGNAL SIGTERM
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "--import", "./graceful-stop.mjs", "server.js"]
