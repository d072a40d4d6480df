import { options } from 'preact';

/**
 * React's effect order on Preact (ADR 0024).
 *
 * React runs the passive effects (`useEffect`) of a commit before it renders anything again. Preact runs them after
 * the next frame, and a state update made during a commit (a ref callback's `setState`, as Radix's Slider thumb does)
 * renders again at once, before the effects of that commit: a child that registers itself in an effect (Radix's
 * collections: slider thumbs, select items, tabs) is missing from that render, and the slider's thumb stayed hidden.
 *
 * Here the effects of a commit run in a microtask after it (after the DOM is in place and before the browser paints,
 * as React does for most updates), and the first component rendered after a commit first runs the effects still
 * pending. `requestAnimationFrame` is Preact's public hook for scheduling effects; `__r` (render) and `__c` (commit) are
 * the option hooks of its plugin API under their published short names, the ones preact/hooks and Preact's devtools
 * use. The effect scheduler is an accessor because Preact's test `act()` replaces it while it runs and puts the old
 * one back: what `act()` installs becomes the inner scheduler, so the tests get the same order as the app.
 */
type Schedule = (callback: () => void) => void;
type Hook = (...args: unknown[]) => void;
type PluginOptions = typeof options & { __r?: Hook; __c?: Hook };

const microtask: Schedule = (callback) => queueMicrotask(callback);

let pendingEffects: (() => void) | null = null;
function runPendingEffects() {
  const flush = pendingEffects;
  pendingEffects = null;
  flush?.();
}

let effectScheduler: Schedule = microtask;
const scheduleEffects: Schedule = (flush) => {
  pendingEffects = flush;
  effectScheduler(runPendingEffects);
};

let installed = false;

/** Installs the order above; `main.tsx` and the test setup call it once, before the first render. */
export function installReactEffectOrder() {
  if (installed) return;
  installed = true;
  const plugin = options as PluginOptions;
  Object.defineProperty(plugin, 'requestAnimationFrame', {
    configurable: true,
    get: () => scheduleEffects,
    set: (next: Schedule | undefined) => {
      effectScheduler = next && next !== scheduleEffects ? next : microtask;
    },
  });
  let committed = false;
  const commit = plugin.__c;
  plugin.__c = (...args) => {
    commit?.(...args);
    committed = true;
  };
  const render = plugin.__r;
  plugin.__r = (...args) => {
    if (committed) {
      committed = false;
      runPendingEffects();
    }
    render?.(...args);
  };
}
