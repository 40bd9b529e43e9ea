/**
 * A script that starts on a piece of markup, found by a selector (GOV.UK Frontend's `createAll`
 * over `data-module` markup, alphagov/govuk-frontend `src/govuk/init.mjs`). Our markup is found by
 * the attributes the components already write (an island's slot, the menu's toggle, a contact
 * form), named by the constants both sides import, so the pages carry no attribute for the script
 * alone.
 */
export interface PageModule<Root extends Element = Element> {
  /** The roots of its markup. */
  readonly selector: string;
  /** Starts the module on one root. */
  init(root: Root): void;
}

/**
 * Starts `module` on every root of its markup in `scope`. A root whose start throws is reported
 * (the page's `error` event, as an uncaught error) and skipped: the others, and the modules after
 * this one, still start, and the page keeps working as HTML.
 */
export function initAll<Root extends Element>(module: PageModule<Root>, scope: ParentNode = document): void {
  for (const root of scope.querySelectorAll<Root>(module.selector)) {
    try {
      module.init(root);
    } catch (error) {
      reportError(error);
    }
  }
}
