import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MissingInfoCard } from './builder-result';

describe('MissingInfoCard', () => {
  it('lists the missing fields as chips with the spec message', () => {
    render(<MissingInfoCard missing={['Target Audience', 'Total Budget']} />);
    const card = screen.getByRole('alert');
    expect(within(card).getByRole('heading', { name: 'Missing Information' })).toBeInTheDocument();
    const chips = within(card).getAllByRole('listitem').map((li) => li.textContent);
    expect(chips).toEqual(['Target Audience', 'Total Budget']);
    expect(card).toHaveTextContent(
      'Oops! Looks like your brief is missing: Target Audience, Total Budget. Please add these details to your brief for a complete campaign setup!',
    );
  });
});
