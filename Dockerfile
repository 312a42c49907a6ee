# syntax=docker/dockerfile:1
# The shop as one image: the single page and the server built in the first stage, with every
# dependency; the second runs the server's JavaScript with production dependencies only, on plain
# Node (no TypeScript loader), as an unprivileged user. Settings: README 'Deploy'.

FROM node:24.21.0-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:24.21.0-bookworm-slim AS runtime
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
RUN mkdir -p /var/lib/bookshop && chown node:node /var/lib/bookshop
USER node
EXPOSE 3000
VOLUME ["/var/lib/bookshop"]
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "dist/server/main.js"]
