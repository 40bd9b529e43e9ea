import { beforeEach, describe, expect, it } from 'vitest';
import { readVisitOrigin, recordVisitOrigin, referrerHost, VISIT_ORIGIN_KEY, visitOriginOf } from './visitOrigin.ts';

const at = (href: string) => {
  const url = new URL(href);
  return { pathname: url.pathname, search: url.search, hostname: url.hostname };
};

describe('where a visit came from', () => {
  beforeEach(() => sessionStorage.clear());

  it('notes the landing path, the five utm_* parameters and the referring host only', () => {
    const origin = visitOriginOf(
      at('https://www.ecole.example/tpe?utm_source=salon-laval&utm_medium=print&utm_campaign=rentr%C3%A9e%202026&utm_term=t&utm_content=c&gclid=xyz'),
      'https://www.google.com/search?q=alternance+laval',
    );
    expect(origin).toEqual({
      landing_path: '/tpe',
      referrer_host: 'www.google.com',
      utm_source: 'salon-laval',
      utm_medium: 'print',
      utm_campaign: 'rentrée 2026',
      utm_term: 't',
      utm_content: 'c',
    });
    expect(JSON.stringify(origin)).not.toContain('alternance+laval');
    expect(JSON.stringify(origin)).not.toContain('gclid');
  });

  it('no referring host for a same-site page, a typed address or something unreadable', () => {
    expect(referrerHost('https://www.ecole.example/contact', 'www.ecole.example')).toBeNull();
    expect(referrerHost('', 'www.ecole.example')).toBeNull();
    expect(referrerHost('android-app://com.google.android.gm/', 'www.ecole.example')).toBeNull();
    expect(referrerHost('http://[::1]:8080/', 'www.ecole.example')).toBeNull();
    expect(referrerHost('https://L.Facebook.com/', 'www.ecole.example')).toBe('l.facebook.com');
  });

  it('the first page of the visit in the tab wins; later pages leave it', () => {
    recordVisitOrigin(at('https://www.ecole.example/tpe?utm_source=flyer'), 'https://www.qwant.com/');
    recordVisitOrigin(at('https://www.ecole.example/contact?utm_source=autre'), 'https://www.ecole.example/tpe');
    expect(readVisitOrigin()).toMatchObject({ landing_path: '/tpe', utm_source: 'flyer', referrer_host: 'www.qwant.com' });
  });

  it('reads back only clean values, whatever the storage holds (it is the visitor’s)', () => {
    sessionStorage.setItem(VISIT_ORIGIN_KEY, JSON.stringify({ landing_path: '/x?y', utm_source: 'a\nb', referrer_host: 42 }));
    expect(readVisitOrigin()).toMatchObject({ landing_path: null, utm_source: 'ab', referrer_host: null });
    sessionStorage.setItem(VISIT_ORIGIN_KEY, 'pas du JSON');
    expect(readVisitOrigin()).toBeNull();
  });

  it('does nothing without storage', () => {
    expect(() => recordVisitOrigin(at('https://www.ecole.example/'), '', null)).not.toThrow();
    expect(readVisitOrigin(null)).toBeNull();
  });

  it('notes the address the page was opened at, in the browser, and leaves an existing note', () => {
    const address = '/tpe?utm_source=salon-laval&utm_medium=print&utm_campaign=rentr%C3%A9e%202026&utm_content=%E2%80%AEx';
    const before = window.location.pathname + window.location.search;
    window.history.replaceState(null, '', address);
    try {
      recordVisitOrigin();
      expect(readVisitOrigin()).toEqual(visitOriginOf(window.location, document.referrer));
      expect(readVisitOrigin()?.utm_campaign).toBe('rentrée 2026');
      window.history.replaceState(null, '', '/contact?utm_source=autre');
      recordVisitOrigin();
      expect(readVisitOrigin()?.landing_path).toBe('/tpe');
    } finally {
      window.history.replaceState(null, '', before);
    }
  });
});
