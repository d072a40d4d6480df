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

  it('object storage: a local folder by default, S3 with a bucket; every mistake named', () => {
    expect(loadConfig({})).toMatchObject({ STORAGE_PROVIDER: 'local', S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: false });
    expect(
      loadConfig({ STORAGE_PROVIDER: 's3', S3_BUCKET: 'inflow-media', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_FORCE_PATH_STYLE: 'true', S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 'b' }),
    ).toMatchObject({ STORAGE_PROVIDER: 's3', S3_BUCKET: 'inflow-media', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_FORCE_PATH_STYLE: true });
    // No keys: the AWS SDK's default credentials (environment, instance role).
    expect(loadConfig({ STORAGE_PROVIDER: 's3', S3_BUCKET: 'inflow-media' }).S3_ACCESS_KEY_ID).toBeUndefined();
    expect(() => loadConfig({ STORAGE_PROVIDER: 's3' })).toThrow(/S3_BUCKET: is required when STORAGE_PROVIDER=s3/);
    expect(() => loadConfig({ STORAGE_PROVIDER: 's3', S3_BUCKET: 'b-1', S3_ACCESS_KEY_ID: 'a' })).toThrow(/S3_SECRET_ACCESS_KEY: is required when S3_ACCESS_KEY_ID is set/);
    expect(() => loadConfig({ STORAGE_PROVIDER: 'gcs' })).toThrow(/STORAGE_PROVIDER: must be 'local' or 's3'/);
    expect(() => loadConfig({ STORAGE_PROVIDER: 's3', S3_BUCKET: 'Bad_Bucket' })).toThrow(/S3_BUCKET: must be a bucket name/);
    expect(() => loadConfig({ S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT: must be an http/);
    expect(() => loadConfig({ S3_FORCE_PATH_STYLE: 'yes' })).toThrow(/S3_FORCE_PATH_STYLE: must be 'true' or 'false'/);
  });
});
