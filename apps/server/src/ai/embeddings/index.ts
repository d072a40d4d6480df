/**
 * Picks the embedding provider from configuration. Business code receives an
 * `EmbeddingProvider` and never asks which one it is.
 */
import { EmbeddingError, type EmbeddingProvider } from './embeddings.js';
import { createLocalEmbeddings } from './local.js';
import { createOpenAiCompatibleEmbeddings } from './openai-compatible.js';

export * from './embeddings.js';
export { createLocalEmbeddings, type LocalEmbeddingOptions, type LocalEmbeddingProvider } from './local.js';
export { createOpenAiCompatibleEmbeddings, type OpenAiCompatibleEmbeddingOptions } from './openai-compatible.js';

export interface EmbeddingProviderConfig {
  provider: 'local' | 'openai-compatible';
  baseUrl?: string;
  apiKey?: string;
  model?: string;
  dimension: number;
  /** openai-compatible only; see OpenAiCompatibleEmbeddingOptions. */
  batchSize?: number;
  timeoutMs?: number;
  maxRetries?: number;
}

export function createEmbeddingProvider(config: EmbeddingProviderConfig): EmbeddingProvider {
  switch (config.provider) {
    case 'local':
      return createLocalEmbeddings({ dimension: config.dimension });
    case 'openai-compatible': {
      const missing = [!config.baseUrl && 'baseUrl (EMBEDDINGS_BASE_URL)', !config.model && 'model (EMBEDDINGS_MODEL)'].filter(Boolean);
      if (missing.length > 0) {
        throw new EmbeddingError(`openai-compatible embeddings need ${missing.join(' and ')}`);
      }
      return createOpenAiCompatibleEmbeddings({
        baseUrl: config.baseUrl!,
        apiKey: config.apiKey,
        model: config.model!,
        dimension: config.dimension,
        batchSize: config.batchSize,
        timeoutMs: config.timeoutMs,
        maxRetries: config.maxRetries,
      });
    }
    default: {
      const never: never = config.provider;
      throw new EmbeddingError(`unknown embeddings provider '${String(never)}'`);
    }
  }
}
