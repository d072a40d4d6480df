/**
 * Voice providers: `simulated` (default, offline) or `elevenlabs`, chosen by configuration.
 *
 *   const voice = createVoiceProvider(loadConfig());            // the app's Config works as is
 *   const voice = createVoiceProvider({ VOICE_PROVIDER: 'simulated' }, { simulated: { timeScale: 0.01 } });
 */
import { createElevenLabsVoice, type ElevenLabsVoiceOptions } from './elevenlabs.js';
import { createSimulatedVoice, SIMULATED_PHASES_MS, type SimulatedVoiceOptions } from './simulated.js';
import { VoiceProviderError, type VoiceProvider } from './voice.js';

export * from './voice.js';
export { createSimulatedVoice, simulateConversation, spokenMoney, SIMULATED_PHASES_MS } from './simulated.js';
export { createDbSimulatedCallStore, createMemorySimulatedCallStore } from './simulated-store.js';
export type { SimulatedCallStore, SimulatedCallRecord, SimulatedCallState } from './simulated-store.js';
export type { SimulatedVoice, SimulatedVoiceOptions, SimulatedConversation, ScriptLine } from './simulated.js';
export { createElevenLabsVoice, buildDynamicVariables } from './elevenlabs.js';
export type { ElevenLabsVoice, ElevenLabsVoiceOptions } from './elevenlabs.js';
export { verifyElevenLabsSignature, assertElevenLabsSignature, parsePostCallWebhook, elevenLabsSignatureHeader, signElevenLabsPayload, ELEVENLABS_SIGNATURE_HEADER } from './webhook.js';
export type { PostCallWebhookEvent, SignatureCheck, VerifySignatureInput } from './webhook.js';
export { createEspeakTts, createNoTts, DEFAULT_ESPEAK_VOICES } from './tts.js';
export type { TtsEngine, TtsTurn, TimedSpeech, EspeakTtsOptions } from './tts.js';
export { parseWav, joinWavs, encodeWav, wavDurationSeconds, WavError } from './wav.js';

/** The configuration keys this module reads (a subset of the app's Config). */
export interface VoiceProviderConfig {
  VOICE_PROVIDER?: 'simulated' | 'elevenlabs';
  /** Total length of a simulated call, seconds (ringing + talking + processing); default 6. */
  SIMULATED_CALL_SECONDS?: number;
  ELEVENLABS_BASE_URL?: string;
  ELEVENLABS_API_KEY?: string;
  ELEVENLABS_AGENT_ID?: string;
  ELEVENLABS_PHONE_NUMBER_ID?: string;
}

export interface VoiceProviderOverrides {
  simulated?: SimulatedVoiceOptions;
  elevenlabs?: Partial<ElevenLabsVoiceOptions>;
}

const DEFAULT_SIMULATED_SECONDS = (SIMULATED_PHASES_MS.ringingMs + SIMULATED_PHASES_MS.talkingMs + SIMULATED_PHASES_MS.processingMs) / 1000;

export function createVoiceProvider(config: VoiceProviderConfig = {}, overrides: VoiceProviderOverrides = {}): VoiceProvider {
  const provider = config.VOICE_PROVIDER ?? 'simulated';
  if (provider === 'elevenlabs') {
    const o = overrides.elevenlabs ?? {};
    const apiKey = o.apiKey ?? config.ELEVENLABS_API_KEY;
    const agentId = o.agentId ?? config.ELEVENLABS_AGENT_ID;
    const agentPhoneNumberId = o.agentPhoneNumberId ?? config.ELEVENLABS_PHONE_NUMBER_ID;
    const missing = [
      !apiKey && 'ELEVENLABS_API_KEY',
      !agentId && 'ELEVENLABS_AGENT_ID',
      !agentPhoneNumberId && 'ELEVENLABS_PHONE_NUMBER_ID',
    ].filter(Boolean);
    if (missing.length) throw new VoiceProviderError('bad_request', `VOICE_PROVIDER=elevenlabs needs ${missing.join(', ')}`, { provider: 'elevenlabs' });
    return createElevenLabsVoice({ ...o, baseUrl: o.baseUrl ?? config.ELEVENLABS_BASE_URL, apiKey: apiKey!, agentId: agentId!, agentPhoneNumberId: agentPhoneNumberId! });
  }
  if (provider !== 'simulated') throw new VoiceProviderError('bad_request', `Unknown VOICE_PROVIDER '${String(provider)}' (use simulated or elevenlabs)`);
  const seconds = config.SIMULATED_CALL_SECONDS;
  const timeScale = overrides.simulated?.timeScale ?? (seconds === undefined ? 1 : seconds / DEFAULT_SIMULATED_SECONDS);
  return createSimulatedVoice({ ...overrides.simulated, timeScale });
}
