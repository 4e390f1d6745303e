# syntax=docker/dockerfile:1
#
# One image for the web app and the search worker (docs/DEPLOY.md):
#   app     docker run propie                       (next start on $PORT, default 3000)
#   worker  docker run propie node --conditions=react-server --import tsx scripts/ops/worker-main.ts
#   migrate docker run propie npm run db:migrate   (a release step, before new app/worker versions start)
# Stages: deps (all packages) -> build (next build, then dev packages pruned) -> runtime (non-root).

ARG NODE_VERSION=22

FROM node:${NODE_VERSION}-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
# patches/: fixes to dependencies applied by patch-package on install (see patches/README.md).
COPY patches ./patches
RUN npm ci --no-audit --no-fund

FROM deps AS build
ENV NEXT_TELEMETRY_DISABLED=1
# The prerendered pages (/, /aitool) name the public origin in their link-preview tags (og:image
# must be absolute): pass APP_URL at build time too, or they name http://localhost:3000.
ARG APP_URL=
ENV APP_URL=${APP_URL}
COPY . .
RUN npx next build \
 && npm prune --omit=dev --no-audit --no-fund \
 && rm -rf .next/cache

FROM node:${NODE_VERSION}-bookworm-slim AS runtime
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    PORT=3000 \
    HOSTNAME=0.0.0.0
WORKDIR /app
# The worker and the migrations run the TypeScript sources with tsx (a runtime dependency);
# next start serves .next. Everything is owned by root and read-only to the app user.
COPY --from=build /app/package.json /app/package-lock.json /app/next.config.ts /app/tsconfig.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/.next ./.next
COPY --from=build /app/public ./public
COPY --from=build /app/app ./app
COPY --from=build /app/client ./client
COPY --from=build /app/components ./components
COPY --from=build /app/config ./config
COPY --from=build /app/db ./db
COPY --from=build /app/lib ./lib
COPY --from=build /app/server ./server
COPY --from=build /app/scripts ./scripts
COPY --from=build /app/types ./types
COPY --from=build /app/instrumentation.ts ./instrumentation.ts
# The only writable place: PGlite's folder, for a single-container trial without DATABASE_URL.
RUN mkdir -p /app/.data && chown node:node /app/.data
USER node
EXPOSE 3000
# Liveness; orchestrators should also probe readiness at /api/ready.
HEALTHCHECK --interval=15s --timeout=3s --start-period=20s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# node runs next directly (not through npm), so SIGTERM reaches the server's graceful shutdown.
CMD ["node", "node_modules/next/dist/bin/next", "start"]
