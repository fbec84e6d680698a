/**
 * Builds the reference upstream's Fastify instance (token, content and search services over the
 * bundled data). It never listens: `server.ts` does, and tests use `inject`.
 */
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { UpstreamConfig } from './config.js';
import { ContentIndex } from './content.js';
import { loadDataset, type Dataset } from './data/load.js';
import authPlugin from './plugins/auth.js';
import errorsPlugin from './plugins/errors.js';
import contentRoutes from './routes/content.js';
import healthRoutes from './routes/health.js';
import documentRoutes from './routes/documents.js';
import mediaRoutes from './routes/media.js';
import searchRoutes from './routes/search.js';
import tokenRoutes from './routes/token.js';
import { generateDocuments } from './data/generate.js';
import { createMemoryDocumentStore } from './search/documents-memory.js';
import { openSqliteDocumentStore } from './search/documents-sqlite/open.js';
import type { DocumentStore } from './search/documents.js';
import type { SearchEngine } from './search/engine.js';
import { SearchService } from './search/service.js';

export interface BuildUpstreamOptions {
  config: UpstreamConfig;
  logger?: FastifyServerOptions['logger'];
  /** Already loaded data (tests share one load); loaded from `DATA_DIR` otherwise. */
  dataset?: Dataset;
}

declare module 'fastify' {
  interface FastifyInstance {
    upstreamConfig: UpstreamConfig;
    dataset: Dataset;
    content: ContentIndex;
    searchService: SearchEngine;
    documents: DocumentStore;
  }
}

/** The last market close (15:00 in Mexico City, 21:00 UTC) at or before `now`, as `YYYY-MM-DD HH:mm:ss`. */
export function marketClose(now: Date): string {
  const close = new Date(now);
  close.setUTCHours(21, 0, 0, 0);
  if (close > now) close.setUTCDate(close.getUTCDate() - 1);
  while (close.getUTCDay() === 0 || close.getUTCDay() === 6)
    close.setUTCDate(close.getUTCDate() - 1);
  return `${close.toISOString().slice(0, 10)} 15:00:00`;
}

export async function buildUpstream({
  config,
  logger = false,
  dataset,
}: BuildUpstreamOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    bodyLimit: 64 * 1024,
    // Unknown fields are an error, not silently dropped; types are never coerced.
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false, allErrors: false } },
  });
  const started = performance.now();
  const data = dataset ?? loadDataset(config.DATA_DIR);
  app.decorate('upstreamConfig', config);
  app.decorate('dataset', data);
  app.decorate('content', new ContentIndex(data));
  const documents =
    config.DOCUMENT_STORE === 'memory'
      ? createMemoryDocumentStore(
          generateDocuments(data.issuers, config.DOCUMENT_COUNT, config.DATA_SEED),
        )
      : openSqliteDocumentStore({
          issuers: data.issuers,
          count: config.DOCUMENT_COUNT,
          seed: config.DATA_SEED,
          generate: generateDocuments,
          cacheDir: config.CACHE_DIR,
          log: (message, fields) => {
            app.log.info(fields, message);
          },
        });
  app.decorate('documents', documents);
  app.decorate(
    'searchService',
    new SearchService(data, documents, config.DATA_SEED, marketClose(new Date())),
  );
  app.addHook('onClose', async () => {
    documents.close();
  });
  await app.register(errorsPlugin);
  await app.register(authPlugin);
  await app.register(healthRoutes);
  await app.register(tokenRoutes);
  await app.register(mediaRoutes);
  await app.register(documentRoutes);
  await app.register(contentRoutes);
  await app.register(searchRoutes);
  app.log.info(
    { ms: Math.round(performance.now() - started), concepts: data.glossary.length },
    'data loaded',
  );
  return app;
}
