import { frenchDeadline } from '@ecole/supabase/french-time';
import type { TimelineEvent } from '../api/types.ts';

/** The audit trail writes a new due time as Paris wall clock (`échéance 2026-12-08 12:00`). */
const NEW_DUE = /^échéance (\d{4}-\d{2}-\d{2} \d{2}:\d{2})$/;

/**
 * One event of a request's history as a person reads it: `confié à Léa par Camille`, `repris par
 * Camille : nouvelle échéance mardi 8 décembre, avant 12 h`, `clos par Camille : Doublon`.
 */
export function timelineText(event: Pick<TimelineEvent, 'event' | 'actor' | 'detail'>): { what: string; rest: string } {
  const by = event.actor ? ` par ${event.actor}` : '';
  // « confié à » names whom first: the colleague is the event's object, not a comment on it.
  if (event.event.endsWith(' à') && event.detail) return { what: `${event.event} ${event.detail}`, rest: by };
  const due = event.detail ? NEW_DUE.exec(event.detail)?.[1] : undefined;
  const detail = due ? `nouvelle échéance ${frenchDeadline(due) ?? due}` : event.detail;
  return { what: event.event, rest: `${by}${detail ? `\u00a0: ${detail}` : ''}` };
}
