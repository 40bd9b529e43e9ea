import { expectNoAxeViolations } from '@ecole/ui/test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SweepStatus } from '../api/types.ts';
import { Queue } from './Queue.tsx';

/** The database as the queue reads it: no open request, and the sweep's status (or an error). */
function database(sweep: SweepStatus | 'error'): SupabaseClient {
  const answer = <T,>(data: T) => Promise.resolve({ data, error: null });
  return {
    from: () => ({ select: () => answer([]) }),
    rpc: (name: string) =>
      name === 'desk_sweep_status'
        ? sweep === 'error'
          ? Promise.resolve({ data: null, error: { code: 'PGRST202', message: 'absent' } })
          : answer([sweep])
        : answer(null),
  } as unknown as SupabaseClient;
}

const me = { email: 'camille@ecole.example', name: 'Camille', role: 'equipe' } as const;

describe('the queue’s banner when the backend’s sweep has stopped (issue 33)', () => {
  it('says since when, what has stopped and whom to tell; axe clean', async () => {
    const { container } = render(<Queue db={database({ last_run_at: '2026-11-30T08:05:00Z', stale: true })} me={me} />);
    const banner = await screen.findByRole('alert');
    // (jest-dom compares with every space, no-break ones included, made plain)
    expect(banner).toHaveTextContent(
      'La relance automatique ne tourne plus depuis le lundi 30 novembre à 9 h 05 : accusés de réception, rappels et passages en retard sont arrêtés.',
    );
    expect(banner.textContent).toContain('9\u00a0h\u00a005\u00a0: accusés');
    expect(banner).toHaveTextContent('prévenez la personne qui administre le site');
    await expectNoAxeViolations(container);
  });

  it('says when it never ran', async () => {
    render(<Queue db={database({ last_run_at: null, stale: true })} me={me} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('La relance automatique n’a encore jamais tourné');
  });

  it('says nothing while the sweep runs, nor when the database cannot tell', async () => {
    for (const sweep of [{ last_run_at: '2026-11-30T08:05:00Z', stale: false }, 'error'] as const) {
      const { unmount } = render(<Queue db={database(sweep)} me={me} />);
      expect(await screen.findByText('Aucune demande en attente.')).toBeInTheDocument();
      expect(screen.queryByRole('alert')).toBeNull();
      unmount();
    }
  });
});
