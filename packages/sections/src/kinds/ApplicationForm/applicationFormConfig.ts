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

type ApplicationFormEnv = Pick<ImportMetaEnv, 'VITE_APPLICATION_FORM_URL' | 'VITE_APPLICATION_FORM_SCRIPT'>;

/**
 * Each variable written out, so Vite inlines its value alone: a bare `import.meta.env` inlines the
 * whole build environment (release id, chrome digest and parts) into the page's chunk (issue 25).
 */
const BUILD_ENV: ApplicationFormEnv = {
  VITE_APPLICATION_FORM_URL: import.meta.env.VITE_APPLICATION_FORM_URL,
  VITE_APPLICATION_FORM_SCRIPT: import.meta.env.VITE_APPLICATION_FORM_SCRIPT,
};

export function applicationFormConfig(env: ApplicationFormEnv = BUILD_ENV): { url: string; script: string } {
  return {
    url: env.VITE_APPLICATION_FORM_URL || LOCAL_APPLICATION_FORM.url,
    script: env.VITE_APPLICATION_FORM_SCRIPT || LOCAL_APPLICATION_FORM.script,
  };
}

/** Spec §9: the frame is 600 px high. */
export const APPLICATION_FRAME_HEIGHT = 600;
