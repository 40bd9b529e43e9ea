import { FORM_DRAFT } from '@ecole/content';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearDraft, DRAFT_MAX_AGE_MS, draftKey, forgetLongLivedDrafts, readDraft, tabId, writeDraft } from './contactDraft.ts';

const values = { name: 'Camille Martin', email: 'camille@exemple.fr', phone: '', message: 'Bonjour' };

afterEach(() => {
  vi.restoreAllMocks();
});

describe('contact draft storage', () => {
  it('gives back what was saved, under a key per reason, in this tab’s storage only', () => {
    writeDraft('Formation IA', values, 1_000, 2_000);
    expect(sessionStorage.getItem(draftKey('Formation IA'))).not.toBeNull();
    expect(localStorage.length).toBe(0);
    expect(readDraft('Formation IA', 3_000)).toEqual({ values, startedAt: 1_000, savedAt: 2_000 });
    expect(readDraft('Bachelor Marketing Digital', 3_000)).toBeUndefined();
  });

  it('removes the draft when the form is emptied or the request sent', () => {
    writeDraft('Formation IA', values, 1_000);
    writeDraft('Formation IA', { name: '', email: '', phone: '', message: '' }, 1_000);
    expect(sessionStorage.getItem(draftKey('Formation IA'))).toBeNull();
    writeDraft('Formation IA', values, 1_000);
    clearDraft('Formation IA');
    expect(readDraft('Formation IA')).toBeUndefined();
  });

  it('forgets a draft older than the privacy policy says (FORM_DRAFT), personal data included', () => {
    expect(FORM_DRAFT).toEqual({ keptFor: 'tab', maxAgeHours: 24 });
    expect(DRAFT_MAX_AGE_MS).toBe(FORM_DRAFT.maxAgeHours * 60 * 60 * 1000);
    expect(readDraft('Formation IA', DRAFT_MAX_AGE_MS)).toBeUndefined();
    writeDraft('Formation IA', values, 0, 0);
    expect(readDraft('Formation IA', DRAFT_MAX_AGE_MS)?.values).toEqual(values);
    writeDraft('Formation IA', values, 0, 0);
    expect(readDraft('Formation IA', DRAFT_MAX_AGE_MS + 1)).toBeUndefined();
    expect(sessionStorage.getItem(draftKey('Formation IA'))).toBeNull();
  });

  it('deletes the drafts earlier versions kept in localStorage for days, and nothing else there', () => {
    localStorage.setItem(draftKey('Formation IA'), JSON.stringify({ values, startedAt: 0, savedAt: 0 }));
    localStorage.setItem(draftKey('choix'), JSON.stringify({ values, startedAt: 0, savedAt: 0 }));
    localStorage.setItem('autre-cle', 'gardée');
    forgetLongLivedDrafts();
    expect(localStorage.getItem(draftKey('Formation IA'))).toBeNull();
    expect(localStorage.getItem(draftKey('choix'))).toBeNull();
    expect(localStorage.getItem('autre-cle')).toBe('gardée');
  });

  it('ignores a corrupt or foreign value instead of breaking the form', () => {
    sessionStorage.setItem(draftKey('Formation IA'), '{not json');
    expect(readDraft('Formation IA')).toBeUndefined();
    sessionStorage.setItem(
      draftKey('Formation IA'),
      JSON.stringify({ values: { name: 42, message: 'Bonjour' }, startedAt: 0, savedAt: Date.now(), tab: tabId() }),
    );
    expect(readDraft('Formation IA')?.values).toEqual({ name: '', email: '', phone: '', message: 'Bonjour' });
  });

  it('keeps the form working when storage is refused (private browsing, full disk)', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(() => writeDraft('Formation IA', values, 0)).not.toThrow();
    expect(readDraft('Formation IA')).toBeUndefined();
  });

  // Issue 23, point 9: a browser copies a tab's sessionStorage into the tabs it opens.
  it('a draft copied into another tab is not this tab’s: dropped there, kept in its own', () => {
    const own = window.name;
    writeDraft('Formation IA', values, 1_000, 2_000);
    const copied = sessionStorage.getItem(draftKey('Formation IA'));
    expect(window.name).toMatch(/^ec-onglet:[0-9a-f]{16}$/);
    // Another tab: the same storage content, but a window of its own (no name yet).
    window.name = '';
    try {
      expect(readDraft('Formation IA', 3_000)).toBeUndefined();
      expect(sessionStorage.getItem(draftKey('Formation IA'))).toBeNull();
      expect(window.name).not.toBe(own);
    } finally {
      window.name = own;
    }
    // Back in the tab that wrote it, the same draft reads back.
    sessionStorage.setItem(draftKey('Formation IA'), copied!);
    expect(readDraft('Formation IA', 3_000)?.values).toEqual(values);
  });

  it('the tab keeps its id across its own pages and reloads (window.name), and respects a name it did not give', () => {
    const own = window.name;
    expect(tabId()).toBe(tabId());
    window.name = 'fenetre-nommee';
    try {
      expect(tabId()).toBe('nom:fenetre-nommee');
      expect(window.name).toBe('fenetre-nommee');
    } finally {
      window.name = own;
    }
  });
});
