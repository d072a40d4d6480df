import { describe, expect, it } from 'vitest';
import { emptyExtractedData, type CallResult } from '../../ai/voice/voice.js';
import { outcomeOf } from './calls.service.js';

const result = (over: Partial<CallResult> & { extracted?: Partial<CallResult['extracted_data']> }): CallResult => ({
  status: 'done',
  transcript: [
    { role: 'agent', message: 'Hello', time_in_call_secs: 0 },
    { role: 'creator', message: 'Hi', time_in_call_secs: 2 },
  ],
  summary: 's',
  duration_seconds: 30,
  call_successful: true,
  evaluation_results: {},
  ...over,
  extracted_data: { ...emptyExtractedData(), ...over.extracted },
});

describe('outcomeOf', () => {
  it('brings a deal at or under the ceiling (recorded as a deal, proposed or agreed, not by moving the entry)', () => {
    const o = outcomeOf(result({ extracted: { agreed_rate: 5000, deliverables: '1 reel' } }), 5000);
    expect(o).toMatchObject({ deal: { price: 5000 }, deliverables: '1 reel' });
    expect(o.status).toBeUndefined();
  });
  it('never records a deal above the ceiling', () => {
    const o = outcomeOf(result({ extracted: { agreed_rate: 5001 } }), 5000);
    expect(o.status).toBe('negotiating');
    expect(o.agreed_rate).toBeUndefined();
  });
  it('maps failed calls, silent calls and low interest', () => {
    // A call that never connected is 'no_answer' in the state machine (the entry can be called again).
    expect(outcomeOf(result({ status: 'failed' })).status).toBe('no_answer');
    expect(outcomeOf(result({ transcript: [{ role: 'agent', message: 'Hello?', time_in_call_secs: 0 }] })).status).toBe('no_answer');
    expect(outcomeOf(result({ extracted: { interest_level: 'low' } })).status).toBe('declined');
    expect(outcomeOf(result({ extracted: { interest_level: 'high' } })).status).toBe('negotiating');
  });
  it('turns a request not to be called again into do-not-contact', () => {
    const o = outcomeOf(result({ negotiation: { opening_offer: 1, ceiling: 2, currency: 'INR', creator_ask: null, agreed_rate: null, rounds: 1, outcome: 'do_not_contact' } }));
    expect(o).toMatchObject({ status: 'do_not_contact', optOut: true });
  });
});
