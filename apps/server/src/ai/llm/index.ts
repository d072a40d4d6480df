// Picks the LLM provider from configuration; the rest of the server only sees LlmProvider.
import { LlmError, type LlmProvider, type LlmProviderName } from './llm.js';
import { createLocalLlm } from './local.js';
import { createOpenAiCompatibleLlm, type OpenAiCompatibleOptions } from './openai-compatible.js';

export * from './llm.js';
export { createLocalLlm, extractLocally } from './local.js';
export { createOpenAiCompatibleLlm, type OpenAiCompatibleOptions } from './openai-compatible.js';
export { normalizeExtraction, computeMissingFields, cleanText, normalizeCurrency, parseBudgetValue, normalizeNiche } from './normalize.js';

export interface LlmConfig extends Partial<Omit<OpenAiCompatibleOptions, 'baseUrl' | 'model' | 'apiKey'>> {
  provider: LlmProviderName;
  baseUrl?: string;
  apiKey?: string;
  model?: string;
}

export function createLlmProvider(config: LlmConfig): LlmProvider {
  if (config.provider === 'local') return createLocalLlm();
  if (config.provider === 'openai-compatible') {
    const { provider: _provider, baseUrl, model, ...rest } = config;
    if (!baseUrl) throw new LlmError('llm_config_error', 'LLM provider "openai-compatible" needs a base URL (e.g. http://127.0.0.1:11434/v1).');
    if (!model) throw new LlmError('llm_config_error', 'LLM provider "openai-compatible" needs a model name.');
    return createOpenAiCompatibleLlm({ baseUrl, model, ...rest });
  }
  throw new LlmError('llm_config_error', `Unknown LLM provider "${String((config as { provider: unknown }).provider)}"; use "local" or "openai-compatible".`);
}
