import type { StepItem } from './model/sections.ts';
import { APPLICATION } from './school.ts';

/**
 * The apprenticeship journey (spec §4): apply, interview, coaching to find a company, sign the
 * contract, train remotely while working. The four steps of /candidater (spec §2) say it to the
 * student; the home page and /admissions show the same ones.
 */
export const APPLICATION_STEPS: readonly StepItem[] = [
  {
    title: 'Je candidate en ligne',
    description: `Le formulaire prend ${APPLICATION.minutesToApply} minutes : votre parcours, votre projet, la formation qui vous intéresse.`,
  },
  {
    title: 'On échange ensemble',
    description: `${APPLICATION.selection}, en visioconférence, pour vérifier que la formation vous correspond.`,
  },
  {
    title: 'Je trouve mon entreprise',
    description: 'Nous vous accompagnons dans votre recherche : conseils, CV, mise en relation avec des entreprises qui recrutent.',
  },
  {
    title: 'Je commence ma formation',
    description: 'Vous signez votre contrat d’apprentissage et vous démarrez : 4 jours par semaine en entreprise, 1 jour de cours à distance.',
  },
];
