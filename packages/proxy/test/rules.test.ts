import { APP_NAMES, APPS, NOT_FOUND_FILE, REDIRECTS, ROUTES } from '@ecole/routes';
import { describe, expect, it } from 'vitest';
import { resolveRequest, routeTarget } from '../src/rules.ts';

describe('resolveRequest', () => {
  it.each(ROUTES)('sends $path to the index.html of its app ($app)', (route) => {
    const file = route.path === '/' ? 'index.html' : `${route.path.slice(1)}/index.html`;
    expect(resolveRequest(route.path)).toEqual({ kind: 'route', app: route.app, file, path: route.path });
  });

  it('answers the other forms of a page with a 301 to its one URL (trailing slash, index.html)', () => {
    const to = (location: string) => ({ kind: 'redirect', status: 301, location });
    expect(resolveRequest('/contact/')).toEqual(to('/contact'));
    expect(resolveRequest('/tpe/')).toEqual(to('/tpe'));
    expect(resolveRequest('/programmes/marketing-digital//')).toEqual(to('/programmes/marketing-digital'));
    expect(resolveRequest('/contact/index.html')).toEqual(to('/contact'));
    expect(resolveRequest('/index.html')).toEqual(to('/'));
  });

  it('treats the not-found page’s own file as an unknown path', () => {
    expect(resolveRequest(`/${NOT_FOUND_FILE}`)).toEqual({ kind: 'not-found', file: NOT_FOUND_FILE });
  });

  it.each(REDIRECTS)('answers $from with a 301 to $to', (redirect) => {
    const expected = { kind: 'redirect', status: 301, location: redirect.to };
    expect(resolveRequest(redirect.from)).toEqual(expected);
    expect(resolveRequest(`${redirect.from}/`)).toEqual(expected);
  });

  it('ignores the query string and decodes the path as nginx does', () => {
    expect(resolveRequest('/faq?utm_source=x')).toMatchObject({ kind: 'route', app: 'site' });
    expect(resolveRequest('/formation%2Dia')).toMatchObject({ kind: 'route', app: 'formation-ia' });
    expect(resolveRequest('//contact')).toMatchObject({ kind: 'route', file: 'contact/index.html' });
    expect(resolveRequest('/./contact')).toMatchObject({ kind: 'route', file: 'contact/index.html' });
  });

  it.each(APP_NAMES)('routes /assets/%s/… to that app', (app) => {
    const path = `/${APPS[app].assetsDir}/entry.client-AbC123.js`;
    expect(resolveRequest(path)).toEqual({ kind: 'asset', app, file: path.slice(1) });
  });

  it('looks other paths up among the site’s static files', () => {
    expect(resolveRequest('/favicon.ico')).toEqual({ kind: 'static', app: 'site', file: 'favicon.ico' });
    expect(resolveRequest('/robots.txt')).toEqual({ kind: 'static', app: 'site', file: 'robots.txt' });
    expect(resolveRequest('/page-qui-n-existe-pas')).toEqual({ kind: 'static', app: 'site', file: 'page-qui-n-existe-pas' });
  });

  it('answers folders that are not routes with the not-found page', () => {
    expect(resolveRequest('/assets/site/')).toEqual({ kind: 'not-found', file: NOT_FOUND_FILE });
    expect(resolveRequest('/inconnu/')).toEqual({ kind: 'not-found', file: NOT_FOUND_FILE });
  });

  it.each([
    '/../etc/passwd',
    '/assets/site/../../../etc/passwd',
    '/assets/site/%2e%2e/%2e%2e/etc/passwd',
    '/assets/site/%2E%2E%2F%2E%2E%2Fetc%2Fpasswd',
    '/contact%00.html',
    '/favicon.ico%00',
    '/%E0%A4%A',
    'contact',
    // A backslash `..` (issue 34: the embedded proxy answered 500).
    '/%5C..%5Cetc%5Cpasswd',
    '/assets/site/..%5C..%5Cetc%5Cpasswd',
    '/assets/site/%5C..',
  ])('refuses %s without touching the disk', (path) => {
    expect(resolveRequest(path)).toEqual({ kind: 'bad-request' });
  });
});

describe('routeTarget (the decision the embedded proxy and the dev proxy share)', () => {
  it('keeps the query on every kind of redirect, campaign parameters included', () => {
    const [first] = REDIRECTS;
    expect(routeTarget(`${first!.from}?utm_source=affiche`, { standIn: false })).toEqual({
      kind: 'redirect',
      status: 301,
      location: `${first!.to}?utm_source=affiche`,
    });
    expect(routeTarget('/contact/?objet=x', { standIn: false })).toEqual({ kind: 'redirect', status: 301, location: '/contact?objet=x' });
    expect(routeTarget('/index.html', { standIn: false })).toEqual({ kind: 'redirect', status: 301, location: '/' });
    expect(routeTarget('/contact/?', { standIn: false })).toEqual({ kind: 'redirect', status: 301, location: '/contact' });
  });

  it('routes a page with a query to its app', () => {
    const route = ROUTES.find((candidate) => candidate.path === '/tpe')!;
    expect(routeTarget('/tpe?utm_source=salon', { standIn: false })).toEqual({ kind: 'route', app: route.app, file: 'tpe/index.html', path: '/tpe' });
  });

  it('hands /_supabase/… to the stand-in only when there is one', () => {
    expect(routeTarget('/_supabase/rest/v1/contact_requests?select=id', { standIn: true })).toEqual({
      kind: 'stand-in',
      path: '/rest/v1/contact_requests?select=id',
    });
    expect(routeTarget('/_supabase/rest/v1/contact_requests', { standIn: false }).kind).toBe('static');
  });
});
