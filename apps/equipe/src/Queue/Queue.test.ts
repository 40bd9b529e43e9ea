import { describe, expect, it } from 'vitest';
import type { DeskRequest } from '../api/types.ts';
import { filterQueue, isLate, whoOf } from './Queue.tsx';

const base = {
  reason: 'Formation IA',
  email: 'camille@example.fr',
  name: 'Camille Martin',
  owner_email: null,
  paused_at: null,
  state: 'nouveau',
  business_hours_left: 10,
  company_name: null,
  offer_title: null,
} as const;

function request(reference: string, fields: Partial<DeskRequest> = {}): DeskRequest {
  return { ...base, id: reference, reference, ...fields } as DeskRequest;
}

const queue = [
  request('AAAA-0001'),
  request('AAAA-0002', { owner_email: 'lea@ecole.fr', state: 'pris en charge' }),
  request('AAAA-0003', { business_hours_left: -2, state: 'en retard', reason: 'Offre d’alternance', email: 'rh@boulangerie.fr' }),
  request('AAAA-0004', { business_hours_left: -1, paused_at: '2026-11-27T10:00:00Z', state: 'en attente du visiteur' }),
];
const none = { mine: false, late: false, reason: '', search: '' };

describe('the queue’s filters', () => {
  it('« à moi »: the requests the signed-in person has', () => {
    expect(filterQueue(queue, { ...none, mine: true }, { email: 'lea@ecole.fr' }).map((r) => r.reference)).toEqual(['AAAA-0002']);
  });

  it('« en retard »: past due, but never a paused request (its clock stands still)', () => {
    expect(filterQueue(queue, { ...none, late: true }, { email: 'x@ecole.fr' }).map((r) => r.reference)).toEqual(['AAAA-0003']);
    expect(isLate(queue[3]!)).toBe(false);
  });

  it('by reason, and by a reference or an e-mail typed in part, in any case', () => {
    expect(filterQueue(queue, { ...none, reason: 'Offre d’alternance' }, { email: '' }).map((r) => r.reference)).toEqual(['AAAA-0003']);
    expect(filterQueue(queue, { ...none, search: 'aaaa-0004' }, { email: '' }).map((r) => r.reference)).toEqual(['AAAA-0004']);
    expect(filterQueue(queue, { ...none, search: 'BOULANGERIE' }, { email: '' }).map((r) => r.reference)).toEqual(['AAAA-0003']);
  });

  it('says who a job offer is from: the person, the company and the job', () => {
    expect(whoOf(request('B', { company_name: 'Boulangerie Dupont', offer_title: 'Chargé de communication' }))).toBe(
      'Camille Martin (Boulangerie Dupont – Chargé de communication)',
    );
    expect(whoOf(queue[0]!)).toBe('Camille Martin');
  });
});
