import type { ExternalToast } from 'sonner';

/**
 * Toasts without sonner in the first render (ADR 0023): sonner (~9.5 kB gzip) is imported when the first toast is
 * raised, and a toast is published only once a `<DeferredToaster>` has mounted and subscribed, so none is lost.
 */
type Sonner = typeof import('sonner');

let sonner: Promise<Sonner> | null = null;
let markReady: () => void = () => {};
const toasterReady = new Promise<void>((resolve) => {
  markReady = resolve;
});
const requestListeners = new Set<() => void>();

/** Loads sonner once and tells every mounted `<DeferredToaster>` to render. */
export function loadSonner(): Promise<Sonner> {
  if (!sonner) {
    sonner = import('sonner');
    for (const listener of requestListeners) listener();
  }
  return sonner;
}

export function sonnerRequested(): boolean {
  return sonner !== null;
}

export function onSonnerRequested(listener: () => void): () => void {
  requestListeners.add(listener);
  return () => requestListeners.delete(listener);
}

/** Called by `<DeferredToaster>` after sonner's Toaster has mounted (and subscribed to new toasts). */
export function toasterMounted(): void {
  markReady();
}

type Kind = 'success' | 'error' | 'info';

function show(kind: Kind, message: string, options?: ExternalToast): void {
  void Promise.all([loadSonner(), toasterReady]).then(([m]) => m.toast[kind](message, options));
}

export const toast = {
  success: (message: string, options?: ExternalToast) => show('success', message, options),
  error: (message: string, options?: ExternalToast) => show('error', message, options),
  info: (message: string, options?: ExternalToast) => show('info', message, options),
};
