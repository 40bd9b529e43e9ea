import { useCallback, useEffect, useEffectEvent, useRef } from 'react';
import type { OfferValues } from '../OfferFields/validateOffer.ts';
import { clearDraft, forgetLongLivedDrafts, readDraft, writeDraft } from './contactDraft.ts';
import type { ContactFields } from './validateFields.ts';

/** Saving on every keystroke would write the whole message to disk each time. */
export const DRAFT_SAVE_DELAY_MS = 400;

export interface ContactDraftApi {
  /** Saves the visitor's values (and the reason they chose, or the offer's details, if any) a moment later (the last call wins). */
  save(values: ContactFields, reason?: string, offer?: OfferValues): void;
  /** Forgets the draft, including a save still waiting. */
  clear(): void;
  /** When the visitor first typed into the current draft, possibly in an earlier visit. */
  startedAt(): number | undefined;
}

/**
 * Hands the stored draft to `restore` once the island runs (an effect: the prerendered HTML and
 * the first client render are both empty, so hydration never mismatches; the form puts it into its
 * fields) and saves what the visitor types. Saving happens from the change handler, not from an
 * effect, so restoring a draft or emptying the form after a send never writes anything back.
 */
export function useContactDraft(reason: string, restore: (values: ContactFields, chosen?: string, offer?: OfferValues) => void): ContactDraftApi {
  const startedAtRef = useRef<number | undefined>(undefined);
  const pendingRef = useRef<{ values: ContactFields; chosen?: string; offer?: OfferValues; timer: ReturnType<typeof setTimeout> } | undefined>(undefined);
  const onRestore = useEffectEvent(restore);

  const flush = useCallback(() => {
    const pending = pendingRef.current;
    if (!pending) return;
    clearTimeout(pending.timer);
    pendingRef.current = undefined;
    writeDraft(reason, pending.values, startedAtRef.current ?? Date.now(), Date.now(), pending.chosen, pending.offer);
  }, [reason]);

  useEffect(() => {
    forgetLongLivedDrafts();
    const draft = readDraft(reason);
    if (draft) {
      startedAtRef.current = draft.startedAt;
      onRestore(draft.values, draft.reason, draft.offer);
    }
  }, [reason]);

  useEffect(() => {
    // A reload or a closed tab within the save delay must not lose the last keystrokes.
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [flush]);

  return {
    save: (values, chosen, offer) => {
      startedAtRef.current ??= Date.now();
      if (pendingRef.current) clearTimeout(pendingRef.current.timer);
      pendingRef.current = { values, chosen, offer, timer: setTimeout(flush, DRAFT_SAVE_DELAY_MS) };
    },
    clear: () => {
      if (pendingRef.current) clearTimeout(pendingRef.current.timer);
      pendingRef.current = undefined;
      startedAtRef.current = undefined;
      clearDraft(reason);
    },
    startedAt: () => startedAtRef.current,
  };
}
