# One image for both services; docker-compose.yml picks the command (start:api or start:bff).
# Build stage: every dependency, then compiled JavaScript (api/dist, bff/dist) and the web app.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY domain/package.json domain/
COPY server-kit/package.json server-kit/
COPY api/package.json api/
COPY bff/package.json bff/
COPY web/package.json web/
COPY tests/package.json tests/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# Runtime: production dependencies and compiled output only, no TypeScript loader, not root,
# with tini as PID 1 so signals reach Node and zombies are reaped.
FROM node:20-bookworm-slim
RUN apt-get update && apt-get install -y --no-install-recommends tini && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV NODE_ENV=production
COPY package.json package-lock.json ./
COPY domain/package.json domain/
COPY server-kit/package.json server-kit/
COPY api/package.json api/
COPY bff/package.json bff/
COPY web/package.json web/
COPY tests/package.json tests/
RUN npm ci --omit=dev --no-audit --no-fund --workspace api --workspace bff --include-workspace-root=false && npm cache clean --force
COPY --from=build /app/api/dist api/dist
COPY --from=build /app/api/migrations api/migrations
COPY --from=build /app/bff/dist bff/dist
COPY --from=build /app/web/dist web/dist
# DATA_DIR, writable by the service (compose mounts a volume here; a new volume takes this owner).
RUN mkdir -p .data && chown node:node .data
USER node
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "--enable-source-maps", "bff/dist/main.js"]
