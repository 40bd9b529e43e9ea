import * as vega from 'vega';
import { compile, type TopLevelSpec } from 'vega-lite';
import { reportText } from './reportText.ts';

/**
 * HTML's own syntax, after reportText: every value a report page shows goes through both
 * (campaign-report and lead-report).
 */
export const escapeHtml = (text: string) =>
  reportText(text, Number.POSITIVE_INFINITY).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A Vega-Lite chart as SVG in Node (Vega's headless `toSVG`: no browser, no canvas, no script in the page). */
export async function chartSvg(spec: TopLevelSpec): Promise<string> {
  const view = new vega.View(vega.parse(compile(spec).spec), { renderer: 'none' });
  const svg = await view.toSVG();
  view.finalize();
  return svg;
}
