import { describe, expect, it } from 'vitest';
import { budgetFree, dealsStillNeeded, defaultRunSettings, toRunSettings } from './run-settings';

const stats = { creators_contacted: 3, responses: 2, response_rate: 66, deals: 1, committed_spend: 40000, proposed_spend: 25000, reserved: 10000, reach: 1000 };

describe('Co-Pilot run settings', () => {
  it('defaults to the deals the campaign still needs (agreed and proposed count), at most 10, approval on', () => {
    const c = { planned_creators: 5, stats };
    expect(dealsStillNeeded(c, [{ status: 'agreed' }, { status: 'proposed' }, { status: 'rejected' }])).toBe(3);
    expect(dealsStillNeeded(c, undefined)).toBe(4);
    expect(defaultRunSettings(3)).toMatchObject({ max_creators: '3', require_approval: true, custom_hours: false });
    expect(defaultRunSettings(40).max_creators).toBe('10');
    expect(defaultRunSettings(0).max_creators).toBe('1');
    expect(budgetFree({ total_budget: 100000, stats })).toBe(25000);
  });

  it('builds the POST body from the defaults: only what is set', () => {
    expect(toRunSettings(defaultRunSettings(2))).toEqual({ settings: { require_approval: true, max_creators: 2 }, errors: null });
  });

  it('sends every setting the person chose', () => {
    const f = {
      ...defaultRunSettings(2),
      max_price_per_creator: '25,000',
      auto_approve_below: '5000',
      target_countries: 'in, ae in',
      custom_hours: true,
      hours_start: '09:30',
      hours_end: '18:00',
    };
    expect(toRunSettings(f).settings).toEqual({
      require_approval: true,
      max_creators: 2,
      max_price_per_creator: 25000,
      auto_approve_below: 5000,
      target_countries: ['IN', 'AE'],
      calling_hours: { start: '09:30', end: '18:00' },
    });
    // Without approval there is nothing to auto-approve.
    expect(toRunSettings({ ...f, require_approval: false }).settings).not.toHaveProperty('auto_approve_below');
  });

  it('names each field that is wrong', () => {
    const r = toRunSettings({
      ...defaultRunSettings(2),
      max_creators: '11',
      max_price_per_creator: '-5',
      auto_approve_below: 'lots',
      target_countries: 'India',
      custom_hours: true,
      hours_start: '19:00',
      hours_end: '10:00',
    });
    expect(r.settings).toBeNull();
    expect(r.errors).toEqual({
      max_creators: 'Enter a whole number from 1 to 10',
      max_price_per_creator: 'The maximum price must be a number greater than 0',
      auto_approve_below: 'The amount must be a number greater than 0',
      target_countries: 'Use two-letter country codes such as IN, US (not INDIA)',
      hours: 'The window must start before it ends',
    });
  });
});
