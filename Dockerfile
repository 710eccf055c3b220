# One image for both services; docker-compose.yml picks the command (api or bff).
FROM node:20-bookworm-slim
WORKDIR /app
COPY package.json package-lock.json ./
COPY domain/package.json domain/
COPY api/package.json api/
COPY bff/package.json bff/
COPY web/package.json web/
COPY tests/package.json tests/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build
ENV NODE_ENV=production
USER node
CMD ["npx", "tsx", "bff/src/main.ts"]
