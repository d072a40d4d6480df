import { describe, expect, it } from 'vitest';
import type { TCampaign } from '@inflow/contracts';
import { checkDeal } from './record-deal-dialog';

const campaign = { id: 'c', currency: 'INR', status: 'active' } as TCampaign;
const ok = {
  campaign,
  creatorId: 'x',
  price: '40000',
  deliverables: [{ platform: 'instagram', format: 'reel', count: '1', due_date: '' }],
  milestones: [
    { name: 'On signing', percent: '30', condition: 'signed' as const },
    { name: 'On posting', percent: '70', condition: 'post_live' as const },
  ],
  landing: '',
};

describe('checking a deal before it is recorded', () => {
  it('accepts a complete deal whose milestones add up to 100%', () => {
    expect(checkDeal(ok)).toEqual([]);
  });

  it('names every problem at once', () => {
    const errors = checkDeal({
      ...ok,
      campaign: undefined,
      creatorId: '',
      price: '-5',
      deliverables: [{ platform: 'instagram', format: ' ', count: '0', due_date: '' }],
      milestones: [{ name: '', percent: '30', condition: 'signed' }],
      landing: 'ftp://nope',
    });
    expect(errors).toEqual([
      'Choose a campaign',
      'Choose a creator',
      'The price must be a positive amount',
      'Deliverable 1: give a format (reel, video, story...)',
      'Deliverable 1: the count is a whole number from 1 to 100',
      'Milestone 1: give it a name',
      'The milestones add up to 30%; they must add up to 100%',
      'The landing page must be an http(s) address',
    ]);
  });
});
