import { useEffect, useRef, useState, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { DocumentTitle } from '@/components/ui/page';

// The order Radix's collections rely on (slider thumbs, select items): a child registers itself in useEffect, the
// parent learns of its element in a ref callback and renders again; that render must see the registration.
function Registry({ children }: { children: (register: (name: string) => void) => ReactNode }) {
  const names = useRef(new Set<string>()).current;
  const [element, setElement] = useState<HTMLElement | null>(null);
  return (
    <div ref={setElement} data-testid="registry" data-seen={element ? [...names].join(',') : 'none'}>
      {children((name) => names.add(name))}
    </div>
  );
}
function Item({ name, register }: { name: string; register: (name: string) => void }) {
  useEffect(() => register(name));
  return <span>{name}</span>;
}

describe('React effect order on Preact (runtime.ts)', () => {
  it('runs the effects of a commit before the re-render a ref callback asked for', async () => {
    render(<Registry>{(register) => <Item name="thumb" register={register} />}</Registry>);
    await act(async () => {});
    expect(screen.getByTestId('registry')).toHaveAttribute('data-seen', 'thumb');
  });

  it('does the same for a subtree mounted by a later update', async () => {
    function Toggle() {
      const [on, setOn] = useState(false);
      return (
        <>
          <button onClick={() => setOn(true)}>show</button>
          {on && <Registry>{(register) => <Item name="late" register={register} />}</Registry>}
        </>
      );
    }
    render(<Toggle />);
    await act(async () => screen.getByRole('button', { name: 'show' }).click());
    expect(screen.getByTestId('registry')).toHaveAttribute('data-seen', 'late');
  });
});

describe('DocumentTitle', () => {
  it('sets the title while mounted and puts the previous one back', () => {
    document.title = 'Inflow';
    const { rerender, unmount } = render(<DocumentTitle>Campaigns · Inflow</DocumentTitle>);
    expect(document.title).toBe('Campaigns · Inflow');
    rerender(<DocumentTitle>Dashboard · Inflow</DocumentTitle>);
    expect(document.title).toBe('Dashboard · Inflow');
    unmount();
    expect(document.title).toBe('Inflow');
    expect(document.body.querySelector('title')).toBeNull();
  });
});
