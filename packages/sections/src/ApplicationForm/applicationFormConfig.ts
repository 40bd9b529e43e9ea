/**
 * The external application form (spec §2 /candidater, §7): its address and its provider's embed
 * script come from the build's configuration. Without them, a small stand-in page and script of
 * the site app (`apps/site/public/`) show what the frame will hold; `npm run launch-check` lists
 * the missing configuration and a production build refuses to run without it.
 */
export const LOCAL_APPLICATION_FORM = {
  url: '/candidature-exemple.html',
  script: '/candidature-exemple.js',
} as const;

export function applicationFormConfig(env: ImportMetaEnv = import.meta.env): { url: string; script: string } {
  return {
    url: env.VITE_APPLICATION_FORM_URL || LOCAL_APPLICATION_FORM.url,
    script: env.VITE_APPLICATION_FORM_SCRIPT || LOCAL_APPLICATION_FORM.script,
  };
}

/** Spec §9: the frame is 600 px high. */
export const APPLICATION_FRAME_HEIGHT = 600;
