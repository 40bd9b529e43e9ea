/** What an app's build made for the browser, beside `build/client` (see browserFiles.js). */
export declare const BROWSER_FILES: string;

/**
 * What `BROWSER_FILES` holds, paths relative to `build/client`: the boot entry, the islands' loader
 * and the contact forms' boot (once written; the last two only if a page runs them), and each entry's file.
 */
export interface BuiltBrowserFiles {
  boot?: string;
  islands?: string | undefined;
  forms?: string | undefined;
  entries: Record<string, string>;
}
