import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDLE_LIMIT_MS, idleTooLong, LAST_USE_KEY, useIdleSignOut } from './idle.ts';

function Probe({ onIdle }: { onIdle: () => void }) {
  useIdleSignOut(true, onIdle);
  return null;
}

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe('the desk ends a session after a working day without use', () => {
  it('counts from the last key or tap', () => {
    expect(idleTooLong(null, 0)).toBe(false);
    expect(idleTooLong(0 + 1, IDLE_LIMIT_MS)).toBe(false);
    expect(idleTooLong(1, IDLE_LIMIT_MS + 2)).toBe(true);
  });

  it('signs out a desk left open overnight, not one in use', () => {
    vi.useFakeTimers({ now: new Date('2026-11-30T08:00:00Z') });
    const onIdle = vi.fn();
    render(<Probe onIdle={onIdle} />);
    // Used every hour for a day: never idle.
    for (let hour = 0; hour < 10; hour += 1) {
      act(() => vi.advanceTimersByTime(60 * 60 * 1000));
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    }
    expect(onIdle).not.toHaveBeenCalled();
    // Then left alone for the night.
    act(() => vi.advanceTimersByTime(IDLE_LIMIT_MS + 60_000));
    expect(onIdle).toHaveBeenCalled();
  });

  it('signs out at once a page reopened after the limit', () => {
    localStorage.setItem(LAST_USE_KEY, String(Date.now() - IDLE_LIMIT_MS - 1000));
    const onIdle = vi.fn();
    render(<Probe onIdle={onIdle} />);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });
});
