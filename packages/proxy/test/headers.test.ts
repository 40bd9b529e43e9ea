import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, FRAMEABLE_FILES, headerSet, policySourcesFrom, SECURITY_HEADERS, securityHeaders, securityHeadersFor } from '../src/headers.ts';
import { productionNginxConfig } from '../src/productionConfig.ts';

/** `directive → sources` of a policy. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!.toLowerCase(), values]),
  );
}

/**
 * The header tests of the Mozilla (MDN HTTP) Observatory and their score modifiers, for what a
 * response's headers can show (https://developer.mozilla.org/en-US/observatory/docs/tests_and_scoring):
 * 100 to start, penalties, then bonuses once the score is at least 90; A+ from 100.
 */
function observatoryScore(headers: Readonly<Record<string, string>>): { score: number; notes: string[] } {
  const get = (name: string) => Object.entries(headers).find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1];
  let penalty = 0;
  let bonus = 0;
  const notes: string[] = [];
  const csp = get('Content-Security-Policy');
  if (!csp) {
    penalty += 25;
    notes.push('csp-not-implemented');
  } else {
    const policy = directives(csp);
    const fallback = policy.get('default-src') ?? [];
    const scripts = policy.get('script-src') ?? fallback;
    const styles = policy.get('style-src') ?? fallback;
    const unsafe = (sources: string[]) =>
      sources.some((source) => ["'unsafe-inline'", "'unsafe-eval'", '*', 'http:', 'https:', 'data:'].includes(source.toLowerCase()));
    if (unsafe(scripts) || (!policy.has('object-src') && !policy.has('default-src'))) {
      penalty += 20;
      notes.push('csp-implemented-with-unsafe-inline (script-src or object-src)');
    } else if (unsafe(styles)) {
      notes.push('csp-implemented-with-unsafe-inline-in-style-src-only');
    } else if (fallback.join(' ') === "'none'") {
      bonus += 10;
      notes.push('csp-implemented-with-no-unsafe-default-src-none');
    } else {
      bonus += 5;
      notes.push('csp-implemented-with-no-unsafe');
    }
    const ancestors = policy.get('frame-ancestors');
    if (ancestors?.every((source) => ["'none'", "'self'"].includes(source))) {
      bonus += 5;
      notes.push('x-frame-options-implemented-via-csp');
    }
  }
  if (!/^(deny|sameorigin)$/i.test(get('X-Frame-Options') ?? '') && !notes.includes('x-frame-options-implemented-via-csp')) penalty += 20;
  if (get('X-Content-Type-Options')?.toLowerCase() !== 'nosniff') penalty += 5;
  const hsts = Number(/max-age=(\d+)/i.exec(get('Strict-Transport-Security') ?? '')?.[1] ?? 0);
  if (hsts < 15_552_000) penalty += 20;
  const referrer = get('Referrer-Policy')?.toLowerCase() ?? '';
  if (['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'].includes(referrer)) bonus += 5;
  else if (['origin', 'origin-when-cross-origin', 'unsafe-url', 'no-referrer-when-downgrade'].includes(referrer)) penalty += 5;
  const base = 100 - penalty;
  return { score: base >= 90 ? base + bonus : base, notes };
}

describe('the security headers', () => {
  it('score A+ (at least 100) on the Observatory rules, pages and framed stand-in alike', () => {
    expect(observatoryScore(SECURITY_HEADERS).score).toBeGreaterThanOrEqual(100);
    expect(observatoryScore(securityHeadersFor(FRAMEABLE_FILES[0]!)).score).toBeGreaterThanOrEqual(100);
    // And the scorer does see a missing policy or an inline-script allowance.
    const { 'Content-Security-Policy': _dropped, ...without } = SECURITY_HEADERS;
    expect(observatoryScore(without).score).toBeLessThan(90);
    expect(observatoryScore({ ...SECURITY_HEADERS, 'Content-Security-Policy': "default-src 'self'; script-src 'self' 'unsafe-inline'" }).score).toBeLessThan(
      90,
    );
  });

  it('allow scripts from the site only, no plugin, no <base>, no framing by other sites', () => {
    const policy = directives(SECURITY_HEADERS['Content-Security-Policy']!);
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(SECURITY_HEADERS['X-Frame-Options']).toBe('DENY');
    expect(SECURITY_HEADERS['Content-Security-Policy']).not.toContain("'unsafe-eval'");
  });

  it('let the site frame the local stand-in of the application form, and nothing else', () => {
    const framed = securityHeadersFor('/candidature-exemple.html');
    expect(directives(framed['Content-Security-Policy']!).get('frame-ancestors')).toEqual(["'self'"]);
    expect(framed['X-Frame-Options']).toBe('SAMEORIGIN');
    expect(securityHeadersFor('/candidater')).toBe(SECURITY_HEADERS);
  });

  it('add the hosted Supabase project and the form provider from the build settings', () => {
    const sources = policySourcesFrom({
      VITE_SUPABASE_URL: 'https://abc.supabase.co',
      VITE_APPLICATION_FORM_URL: 'https://forms.example.org/candidature?x=1',
      VITE_APPLICATION_FORM_SCRIPT: 'https://cdn.example.org/embed.js',
    });
    const policy = directives(contentSecurityPolicy(sources));
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://abc.supabase.co']);
    expect(policy.get('form-action')).toEqual(["'self'", 'https://abc.supabase.co']);
    expect(policy.get('frame-src')).toEqual(["'self'", 'https://forms.example.org']);
    expect(policy.get('script-src')).toEqual(["'self'", 'https://cdn.example.org']);
    // The local stand-ins are paths on the page's own origin: 'self' covers them.
    expect(policySourcesFrom({ VITE_APPLICATION_FORM_URL: '/candidature-exemple.html' })).toEqual({});
    expect(directives(securityHeaders({})['Content-Security-Policy']!).get('connect-src')).toEqual(["'self'"]);
  });

  it('give the staff desk a stricter policy: its own code, the Supabase project, no form, no frame, never indexed', () => {
    const sources = policySourcesFrom({ VITE_SUPABASE_URL: 'https://abc.supabase.co', VITE_APPLICATION_FORM_URL: 'https://forms.example.org/candidature' });
    const desk = headerSet(sources).desk;
    const policy = directives(desk['Content-Security-Policy']!);
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://abc.supabase.co']);
    expect(policy.get('form-action')).toEqual(["'none'"]);
    expect(policy.get('frame-src')).toBeUndefined();
    expect(policy.get('style-src-attr')).toBeUndefined();
    expect(desk['X-Robots-Tag']).toBe('noindex, nofollow');
    expect(desk['Referrer-Policy']).toBe('no-referrer');
    expect(observatoryScore(desk).score).toBeGreaterThanOrEqual(100);
    const set = headerSet(sources);
    expect(set.forFile('equipe', 'equipe/index.html')).toBe(set.desk);
    expect(set.forFile('site', 'contact/index.html')).toBe(set.base);
  });

  it('are in the production nginx config, the stand-in location with its own frame-ancestors', () => {
    const config = productionNginxConfig({ settings: {} });
    expect(config).toContain(`add_header Content-Security-Policy "${SECURITY_HEADERS['Content-Security-Policy']}" always;`);
    expect(config).toMatch(/location = \/candidature-exemple\.html \{[^}]*frame-ancestors 'self'/);
  });
});
