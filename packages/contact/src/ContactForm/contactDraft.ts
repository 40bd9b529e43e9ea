import { DRAFT_KEY_PREFIX, SENT_KEY } from '@ecole/browser/FormBoot';
import { FORM_DRAFT } from '@ecole/content';
import { OFFER_FIELDS } from '@ecole/supabase/job-offer';
import type { OfferValues } from '../OfferFields/validateOffer.ts';
import { type ContactFields, FIELD_ORDER } from './validateFields.ts';

/**
 * What a visitor typed is kept in this tab's sessionStorage until it is sent, so a reload or a
 * failed attempt loses nothing, and no further: closing the tab deletes it, other tabs and later
 * visits never see it (the privacy policy says so, `FORM_DRAFT`). One draft per contact reason
 * (the same origin serves every app, so the form on /contact and on /formation-ia share a draft
 * in one tab when they share a reason). Only the visitor's fields are kept (the four of a contact
 * request, and the details of a job offer on the offer's form), never the honeypot. The key's
 * prefix is shared with the boot entry, which forgets every draft after a plain send
 * (@ecole/browser/FormBoot).
 */
export { DRAFT_KEY_PREFIX };

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
  /** The reason the visitor chose, on a form that lets them choose (/contact). */
  reason?: string;
  /** The details of a job offer, on the offer's form (/pme). */
  offer?: OfferValues;
  /** When the visitor first typed into this draft (ms since the epoch); the fill time counts from it. */
  startedAt: number;
  /** Last save (ms since the epoch). */
  savedAt: number;
}

/**
 * A browser copies a tab's sessionStorage into the tabs it opens (`window.open`, and links some
 * browsers treat alike): a draft must not follow (issue 23, point 9). Each draft says which tab
 * wrote it, by an id kept in `window.name`, which the tab keeps across its own pages and reloads
 * but a new tab does not inherit. A draft read in another tab is a copy: it is dropped there.
 */
const TAB_NAME_PREFIX = 'ec-onglet:';

export function tabId(): string {
  if (window.name.startsWith(TAB_NAME_PREFIX)) return window.name.slice(TAB_NAME_PREFIX.length);
  // A name the page did not give (a link's target): stable for this tab, and only its own.
  if (window.name !== '') return `nom:${window.name}`;
  const id = Array.from(crypto.getRandomValues(new Uint8Array(8)), (byte) => byte.toString(16).padStart(2, '0')).join('');
  window.name = `${TAB_NAME_PREFIX}${id}`;
  return id;
}

export const draftKey = (reason: string) => `${DRAFT_KEY_PREFIX}${reason}`;

export const isEmptyDraft = (values: ContactFields, offer?: OfferValues) =>
  FIELD_ORDER.every((field) => values[field] === '') && (!offer || OFFER_FIELDS.every((field) => offer[field] === ''));

/** The stored draft, or `undefined` when there is none, it is stale, or it is not ours to trust. */
export function readDraft(reason: string, now = Date.now()): ContactDraft | undefined {
  try {
    const raw = store().getItem(draftKey(reason));
    if (!raw) return undefined;
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const { values, startedAt, savedAt, tab, reason: chosen, offer } = parsed as Record<string, unknown>;
    if (typeof startedAt !== 'number' || typeof savedAt !== 'number' || typeof values !== 'object' || values === null) return undefined;
    if (now - savedAt > DRAFT_MAX_AGE_MS || tab !== tabId()) {
      store().removeItem(draftKey(reason));
      return undefined;
    }
    const stored = values as Record<string, unknown>;
    const restored = Object.fromEntries(
      FIELD_ORDER.map((field) => [field, typeof stored[field] === 'string' ? stored[field] : '']),
    ) as unknown as ContactFields;
    const details = typeof offer === 'object' && offer !== null ? pickStrings(OFFER_FIELDS, offer as Record<string, unknown>) : undefined;
    if (isEmptyDraft(restored, details)) return undefined;
    return {
      values: restored,
      startedAt,
      savedAt,
      ...(typeof chosen === 'string' && chosen !== '' ? { reason: chosen } : {}),
      ...(details ? { offer: details } : {}),
    };
  } catch {
    // Storage disabled (private mode, policy) or a corrupt value: the form simply starts empty.
    return undefined;
  }
}

/** Saves the fields (and the reason chosen, or the offer's details, if any); an empty form removes the draft. */
export function writeDraft(reason: string, values: ContactFields, startedAt: number, now = Date.now(), chosen = '', offer?: OfferValues): void {
  try {
    if (isEmptyDraft(values, offer)) {
      store().removeItem(draftKey(reason));
      return;
    }
    const draft: ContactDraft & { tab: string } = {
      values: pick(values),
      startedAt,
      savedAt: now,
      tab: tabId(),
      ...(chosen === '' ? {} : { reason: chosen }),
      ...(offer ? { offer: pickStrings(OFFER_FIELDS, offer) } : {}),
    };
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

/** The named string values of a stored object, '' for anything else (a draft is never trusted). */
function pickStrings<F extends string>(fields: readonly F[], stored: Record<string, unknown>): Record<F, string> {
  return Object.fromEntries(fields.map((field) => [field, typeof stored[field] === 'string' ? stored[field] : ''])) as Record<F, string>;
}

/**
 * Set in the tab's storage when a request was sent by the form itself (no script, or before its
 * island started) and reached /thank-you; the first form page shown after it, if the browser
 * brings it back filled in (Back), is emptied (@ecole/browser/FormBoot).
 */
export { SENT_KEY };
