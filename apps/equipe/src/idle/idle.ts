import { useEffect } from 'react';

/**
 * A working day: a desk left open overnight asks for a code in the morning. Auth ends an idle
 * session itself where the plan allows it (`sessions.inactivity_timeout`, Pro and above:
 * docs/staff-sign-in.md); the desk does the same on its side, so the rule holds on any plan.
 */
export const IDLE_LIMIT_MS = 8 * 60 * 60 * 1000;

/** Where this browser keeps the time of the last use of the desk (every tab of it shares it). */
export const LAST_USE_KEY = 'ecole-equipe-derniere-activite';

const CHECK_EVERY_MS = 60_000;

/** Whether the desk has gone unused for longer than the limit. */
export function idleTooLong(lastUse: number | null, now: number, limit = IDLE_LIMIT_MS): boolean {
  return lastUse !== null && now - lastUse > limit;
}

function lastUse(storage: Storage): number | null {
  const value = Number(storage.getItem(LAST_USE_KEY));
  return Number.isFinite(value) && value > 0 ? value : null;
}

/**
 * While `active` (a session is open): records each use (a key, a tap), and calls `onIdle` once the
 * desk has been unused for longer than the limit, at once if it already was when the page opened.
 */
export function useIdleSignOut(active: boolean, onIdle: () => void, storage: Storage = globalThis.localStorage, now: () => number = Date.now): void {
  useEffect(() => {
    if (!active) return;
    if (idleTooLong(lastUse(storage), now())) {
      onIdle();
      return;
    }
    storage.setItem(LAST_USE_KEY, String(now()));
    const used = () => storage.setItem(LAST_USE_KEY, String(now()));
    const check = () => {
      if (idleTooLong(lastUse(storage), now())) onIdle();
    };
    window.addEventListener('pointerdown', used, { passive: true });
    window.addEventListener('keydown', used);
    const timer = window.setInterval(check, CHECK_EVERY_MS);
    return () => {
      window.removeEventListener('pointerdown', used);
      window.removeEventListener('keydown', used);
      window.clearInterval(timer);
    };
  }, [active, onIdle, storage, now]);
}
