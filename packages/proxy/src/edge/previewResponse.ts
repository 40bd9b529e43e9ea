/**
 * What a preview of one app answers (issue 38, point 1: shareable previews per branch, never
 * indexed). A preview is a version of the app's Worker on its own preview URL, so without the
 * router: its assets map a page's path to its `index.html` themselves (`html_handling:
 * drop-trailing-slash`, previewWorkerConfig), a path the app does not have is sent to the live
 * site (the other apps, the backend), and every answer says `X-Robots-Tag: noindex`, redirects and
 * errors included: a shared link that a crawler finds never competes with the real pages.
 */
export interface AssetsBinding {
  fetch(request: Request): Promise<Response>;
}

export const PREVIEW_ROBOTS = 'noindex, nofollow';

export async function previewResponse(request: Request, assets: AssetsBinding, siteOrigin: string): Promise<Response> {
  const served = await assets.fetch(request);
  const url = new URL(request.url);
  const response = served.status === 404 ? Response.redirect(`${new URL(siteOrigin).origin}${url.pathname}${url.search}`, 302) : served;
  // Responses from the assets binding and Response.redirect have immutable headers: copy them.
  const headers = new Headers(response.headers);
  headers.set('X-Robots-Tag', PREVIEW_ROBOTS);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
