/** What an app's build made for the browser, beside `build/client` (see browserFiles.js). */
export declare const BROWSER_FILES: string;

/**
 * What `BROWSER_FILES` holds, paths relative to `build/client`: the boot entry, the islands' loader
 * and the contact forms' boot (once written; the last two only if a page runs them), each entry's
 * file and the files it imports.
 */
export interface BuiltBrowserFiles {
  boot?: string;
  islands?: string | undefined;
  forms?: string | undefined;
  entries: Record<string, string>;
  /**
   * The files each entry's code imports before it runs (its static imports, and theirs), by the
   * entry's name: the islands' loader asks for them with the entry (@ecole/browser, IslandImports).
   */
  imports?: Record<string, string[]>;
}
