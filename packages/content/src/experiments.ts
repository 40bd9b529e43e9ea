/**
 * The experiments on the site's landings (issue 37; docs/staff.md, « Experiments »): each declared
 * here before it starts, with its hypothesis and what it needs to conclude, stated then and never
 * changed after (the sequential test is only honest so). Kept as a TypeScript module for now: the
 * school's facts are moving into data files with a schema (packages/content/data/, DESIGN.md
 * §2.15), and this list will join them as `data/experiments.json` once that loader is merged.
 *
 * To start one: add it with `start` the day it is deployed, release and deploy the landing's app,
 * then the proxies' configuration (README, « Deploy »: the app first, so the router never draws a
 * variant whose page is not there yet; it would serve the page as it is, unmarked). To stop one:
 * set `end`, then deploy the proxies' configuration and the app.
 */
import { type AppName, findRoute, variantPathOf } from '@ecole/routes';
import { AI_COURSE } from './aiCourse.ts';
import { formatPercent } from './format.ts';
import { type Experiment, VARIANTS } from './model/experiment.ts';
import { typesetText } from './pages/typeset.ts';

export const EXPERIMENTS: readonly Experiment[] = [
  {
    id: 'formation-ia-titre',
    landing: '/formation-ia',
    hypothesis: typesetText(
      'Un titre qui annonce le financement par l’OPCO fait écrire plus de dirigeants que la promesse d’une heure gagnée par jour : ils cherchent d’abord à savoir si la formation leur coûtera quelque chose.',
    ),
    start: '2026-11-28',
    // Stated before the start: 3 % of arrivals write today; B is worth it from +50 % (4,5 %).
    baselineRate: 0.03,
    minimumLift: 0.5,
    requestsNeeded: 175,
    visitsNeeded: 4667,
    variants: {
      a: { label: 'Titre actuel (une heure gagnée par jour)' },
      b: {
        label: 'Titre sur le financement (OPCO)',
        changes: {
          hero: {
            title: typesetText(
              `Formez vos équipes à l’IA en ${AI_COURSE.durationDays} journée, financée à ${formatPercent(AI_COURSE.opcoCoveragePercent)} par votre OPCO`,
            ),
          },
        },
      },
    },
  },
];

/** The experiments the proxies draw for, and whose variants the apps prerender. */
export function runningExperiments(): Experiment[] {
  return EXPERIMENTS.filter((experiment) => experiment.end === undefined);
}

/** The experiment running on a page, if any (one at a time per page). */
export function experimentOn(path: string): Experiment | undefined {
  return runningExperiments().find((experiment) => experiment.landing === path);
}

/**
 * The internal addresses of the variants of `app`'s pages under a running experiment:
 * `/formation-ia/_a` and `/formation-ia/_b`, prerendered in the same build as the page (so a
 * variant never names assets of another release) and stamped with it at release.
 */
export function variantPathsOf(app: AppName): string[] {
  return runningExperiments()
    .filter((experiment) => findRoute(experiment.landing)?.app === app)
    .flatMap((experiment) => VARIANTS.map((variant) => variantPathOf(experiment.landing, variant)));
}

export { isRunning, VARIANTS, type VariantName, variantKey, variantPage } from './model/experiment.ts';
export { requestsNeededFor, visitsNeededFor, winningLead } from './sequentialTest.ts';
