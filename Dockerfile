# Hawker runs TypeScript directly with tsx, so the image needs only production dependencies.
FROM node:22-alpine AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --ignore-scripts && npm cache clean --force

FROM node:22-alpine
ENV NODE_ENV=production
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY package.json tsconfig.json ./
COPY src ./src
COPY adapters ./adapters
COPY jobs ./jobs
COPY sandbox ./sandbox
COPY bin ./bin
COPY assets ./assets
# The dashboard page, bundled in memory when the API server starts.
COPY web ./web
USER node
EXPOSE 9464
HEALTHCHECK --interval=30s --timeout=3s CMD wget -qO- http://127.0.0.1:${HTTP_PORT:-9464}/healthz || exit 1
CMD ["node", "--import", "tsx", "bin/bot.ts"]
