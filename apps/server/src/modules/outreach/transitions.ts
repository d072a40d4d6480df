import { OUTREACH_STATUS_LABELS, type TOutreachStatus } from '@inflow/contracts';

/**
 * The manual moves of the outreach state machine (Auto Co-Pilot issue). Events move entries too (a call ends, a
 * deal is proposed, approved, rejected); a person may move an entry between the open stages, but:
 * - money moves only through deals: `deal_proposed` and `agreed` are reached by proposing/approving a deal, and left
 *   by rejecting or cancelling it;
 * - an opt-out is final: nothing leaves `do_not_contact`.
 * Every manual path (the list, the board's drag and drop, the API) goes through `manualMoveRefusal`.
 */
export interface MoveRefusal {
  code: 'use_deals' | 'open_deal' | 'do_not_contact';
  message: string;
}

const label = (s: TOutreachStatus) => OUTREACH_STATUS_LABELS[s];

/** null when a person may move an entry from `from` to `to`; otherwise why not, naming the transition. */
export function manualMoveRefusal(from: TOutreachStatus, to: TOutreachStatus): MoveRefusal | null {
  if (from === to) return null;
  const move = `Can't move from ${label(from)} to ${label(to)}`;
  if (from === 'do_not_contact') {
    return { code: 'do_not_contact', message: `${move}: this creator asked not to be contacted; the entry stays closed` };
  }
  if (from === 'agreed' || from === 'deal_proposed') {
    return {
      code: 'open_deal',
      message: `${move}: the entry has ${from === 'agreed' ? 'an agreed deal' : 'a proposed deal'}; reject or cancel the deal instead`,
    };
  }
  if (to === 'agreed' || to === 'deal_proposed') {
    return { code: 'use_deals', message: `${move}: a deal is ${to === 'agreed' ? 'agreed by approving it' : 'proposed from a call'} (Deals to approve), not by moving the entry` };
  }
  return null;
}

