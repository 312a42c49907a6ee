# syntax=docker/dockerfile:1
# The shop as one image: the single page and the server built in the first stage, with every
# dependency; the second runs the server's JavaScript with production dependencies only, on plain
# Node (no TypeScript loader, no TypeScript, no build tools), as an unprivileged user. Settings:
# README 'Deploy'. The base is pinned by the digest of its multi-platform index (decision 069): a
# rebuilt tag changes nothing here until the digest is changed on purpose.

ARG NODE_IMAGE=node:24.21.0-bookworm-slim@sha256:2fe369e969550cde8e867afc3fe370b260140cab4a23d467074295b42163d553

FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/var/lib/bookshop \
    WEB_DIST=/app/dist/web
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist/web ./dist/web
COPY --from=build /app/dist/server ./dist/server
# `npm start` runs scripts/start.mjs, which in production starts the build above.
COPY scripts/start.mjs ./scripts/start.mjs
RUN mkdir -p /var/lib/bookshop && chown node:node /var/lib/bookshop
USER node
EXPOSE 3000
VOLUME ["/var/lib/bookshop"]
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "dist/server/main.js"]
