import { FORM_DRAFT } from '@ecole/content';
import { type ContactFields, FIELD_ORDER } from './validateFields.ts';

/**
 * What a visitor typed is kept in this tab's sessionStorage until it is sent, so a reload or a
 * failed attempt loses nothing, and no further: closing the tab deletes it, other tabs and later
 * visits never see it (the privacy policy says so, `FORM_DRAFT`). One draft per contact reason
 * (the same origin serves every app, so the form on /contact and on /formation-ia share a draft
 * in one tab when they share a reason). Only the visitor's four fields are kept, never the honeypot.
 */
export const DRAFT_KEY_PREFIX = 'ec-contact-draft:';

/**
 * A tab left open on a shared computer should not hand the next person yesterday's personal
 * data: an older draft is dropped. The lifetime is a content fact (`FORM_DRAFT`) because the
 * privacy policy states it.
 */
export const DRAFT_MAX_AGE_MS = FORM_DRAFT.maxAgeHours * 60 * 60 * 1000;

/** Where drafts live: the tab's own storage. */
const store = (): Storage => sessionStorage;

/**
 * Earlier versions kept drafts in localStorage for 7 days, across tabs: whatever of them is left
 * in this browser is deleted the first time the form loads.
 */
export function forgetLongLivedDrafts(): void {
  try {
    for (let index = localStorage.length - 1; index >= 0; index -= 1) {
      const key = localStorage.key(index);
      if (key?.startsWith(DRAFT_KEY_PREFIX)) localStorage.removeItem(key);
    }
  } catch {
    // Storage disabled: nothing was kept there either.
  }
}

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
    const raw = store().getItem(draftKey(reason));
    if (!raw) return undefined;
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const { values, startedAt, savedAt } = parsed as Record<string, unknown>;
    if (typeof startedAt !== 'number' || typeof savedAt !== 'number' || typeof values !== 'object' || values === null) return undefined;
    if (now - savedAt > DRAFT_MAX_AGE_MS) {
      store().removeItem(draftKey(reason));
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
      store().removeItem(draftKey(reason));
      return;
    }
    const draft: ContactDraft = { values: pick(values), startedAt, savedAt: now };
    store().setItem(draftKey(reason), JSON.stringify(draft));
  } catch {
    // Full or disabled storage: the form works, it just will not survive a reload.
  }
}

export function clearDraft(reason: string): void {
  try {
    store().removeItem(draftKey(reason));
  } catch {
    // Nothing stored, then.
  }
}

function pick(values: ContactFields): ContactFields {
  return Object.fromEntries(FIELD_ORDER.map((field) => [field, values[field]])) as unknown as ContactFields;
}
