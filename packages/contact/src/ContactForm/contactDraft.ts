import { FORM_DRAFT } from '@ecole/content';
import { FIELD_ORDER, type ContactFields } from './validateFields.ts';

/**
 * What a visitor typed is kept in localStorage until it is sent, so a reload, a crash or a failed
 * attempt loses nothing. One draft per contact reason (the same origin serves every app, so the
 * form on /contact and on /formation-ia share a draft when they share a reason). Only the visitor's
 * four fields are kept, never the honeypot.
 */
export const DRAFT_KEY_PREFIX = 'ec-contact-draft:';

/**
 * Personal data should not sit forever on a shared computer: an older draft is dropped. The
 * lifetime is a content fact (`FORM_DRAFT`) because the privacy policy states it.
 */
export const DRAFT_MAX_AGE_MS = FORM_DRAFT.maxAgeDays * 24 * 60 * 60 * 1000;

export interface ContactDraft {
  values: ContactFields;
  /** When the visitor first typed into this draft (ms since the epoch); the fill time counts from it. */
  startedAt: number;
  /** Last save (ms since the epoch). */
  savedAt: number;
}

export const draftKey = (reason: string) => `${DRAFT_KEY_PREFIX}${reason}`;

export const isEmptyDraft = (values: ContactFields) => FIELD_ORDER.every((field) => values[field] === '');

/** The stored draft, or `undefined` when there is none, it is stale, or it is not ours to trust. */
export function readDraft(reason: string, now = Date.now()): ContactDraft | undefined {
  try {
    const raw = localStorage.getItem(draftKey(reason));
    if (!raw) return undefined;
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const { values, startedAt, savedAt } = parsed as Record<string, unknown>;
    if (typeof startedAt !== 'number' || typeof savedAt !== 'number' || typeof values !== 'object' || values === null) return undefined;
    if (now - savedAt > DRAFT_MAX_AGE_MS) {
      localStorage.removeItem(draftKey(reason));
      return undefined;
    }
    const stored = values as Record<string, unknown>;
    const restored = Object.fromEntries(
      FIELD_ORDER.map((field) => [field, typeof stored[field] === 'string' ? stored[field] : '']),
    ) as unknown as ContactFields;
    return isEmptyDraft(restored) ? undefined : { values: restored, startedAt, savedAt };
  } catch {
    // Storage disabled (private mode, policy) or a corrupt value: the form simply starts empty.
    return undefined;
  }
}

/** Saves the fields; an empty form removes the draft. */
export function writeDraft(reason: string, values: ContactFields, startedAt: number, now = Date.now()): void {
  try {
    if (isEmptyDraft(values)) {
      localStorage.removeItem(draftKey(reason));
      return;
    }
    const draft: ContactDraft = { values: pick(values), startedAt, savedAt: now };
    localStorage.setItem(draftKey(reason), JSON.stringify(draft));
  } catch {
    // Full or disabled storage: the form works, it just will not survive a reload.
  }
}

export function clearDraft(reason: string): void {
  try {
    localStorage.removeItem(draftKey(reason));
  } catch {
    // Nothing stored, then.
  }
}

function pick(values: ContactFields): ContactFields {
  return Object.fromEntries(FIELD_ORDER.map((field) => [field, values[field]])) as unknown as ContactFields;
}
