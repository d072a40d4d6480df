import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { DeferredToaster } from '@/components/ui/toaster';
import { sonnerRequested, toast } from './toast';

describe('deferred toasts', () => {
  it('loads sonner with the first toast and shows a toast raised before the toaster existed', async () => {
    const { container } = render(<DeferredToaster />);
    expect(sonnerRequested()).toBe(false);
    expect(container).toBeEmptyDOMElement();
    toast.success('Campaign saved');
    toast.error('Could not reach the server');
    expect(await screen.findByText('Campaign saved')).toBeInTheDocument();
    expect(await screen.findByText('Could not reach the server')).toBeInTheDocument();
    expect(sonnerRequested()).toBe(true);
  });
});
