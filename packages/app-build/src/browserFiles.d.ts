/** What an app's build made for the browser, beside `build/client` (see browserFiles.js). */
export declare const BROWSER_FILES: string;

/** What `BROWSER_FILES` holds, paths relative to `build/client`: the boot entry (once written) and each entry's file. */
export interface BuiltBrowserFiles {
  boot?: string;
  entries: Record<string, string>;
}
