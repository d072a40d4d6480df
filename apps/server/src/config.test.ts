import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('configuration', () => {
  it('runs with no variables at all on the offline defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ PORT: 3000, HOST: '127.0.0.1', DATA_DIR: './data', LLM_PROVIDER: 'local', EMBEDDINGS_PROVIDER: 'local', VOICE_PROVIDER: 'simulated', CORS_ORIGINS: [] });
    expect(c.DATABASE_URL).toBeUndefined();
  });

  it('treats empty values as unset, as in .env.example', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '', SMTP_URL: ' ' })).toMatchObject({ PORT: 3000, DATABASE_URL: undefined, SMTP_URL: undefined });
  });

  it('names every bad variable', () => {
    const bad = () => loadConfig({ PORT: '70000', DATABASE_URL: 'mysql://x', CORS_ORIGINS: 'https://a.example, *', VOICE_PROVIDER: 'skype' });
    expect(bad).toThrow(ConfigError);
    try {
      bad();
    } catch (e) {
      const msg = (e as Error).message;
      for (const k of ['PORT', 'DATABASE_URL', 'CORS_ORIGINS', 'VOICE_PROVIDER']) expect(msg).toContain(k);
    }
  });

  it('requires what a real provider needs', () => {
    expect(() => loadConfig({ LLM_PROVIDER: 'openai-compatible' })).toThrow(/LLM_BASE_URL.*\n.*LLM_MODEL|LLM_MODEL/);
    expect(() => loadConfig({ VOICE_PROVIDER: 'elevenlabs', ELEVENLABS_API_KEY: 'k' })).toThrow(/ELEVENLABS_AGENT_ID/);
    expect(loadConfig({ CORS_ORIGINS: 'https://a.example,https://b.example' }).CORS_ORIGINS).toEqual(['https://a.example', 'https://b.example']);
  });
});
