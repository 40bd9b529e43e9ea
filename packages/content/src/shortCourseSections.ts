import { PENDING_COURSE_FACTS } from './courses.ts';
import type { CardsSection, ProseSection } from './model/sections.ts';
import { APPLICATION } from './school.ts';

/**
 * Sections the two short courses (Community Manager, Digital Business Developer) share word for
 * word: why train with the school (only the AI card speaks of the job) and the course in practice
 * (its provisional facts).
 */
export function whyTrainWithUs(aiDescription: string): CardsSection {
  return {
    kind: 'cards',
    title: 'Pourquoi vous former avec nous ?',
    tone: 'surface',
    items: [
      {
        title: 'Gratuite et rémunérée',
        description: 'En alternance, l’apprenti ne paie pas sa formation et reçoit un salaire : un pourcentage du SMIC selon son âge et son niveau.',
      },
      {
        title: '100 % à distance',
        description: 'Vous suivez les cours depuis chez vous et travaillez dans une entreprise près de chez vous, sans quitter votre région.',
      },
      { title: 'L’IA au programme', description: aiDescription },
    ],
  };
}

export function courseInPractice(course: keyof typeof PENDING_COURSE_FACTS): ProseSection {
  const facts = PENDING_COURSE_FACTS[course];
  return {
    kind: 'prose',
    title: 'La formation en pratique',
    blocks: [
      {
        type: 'definitions',
        items: [
          { term: 'Durée', description: facts.duration },
          { term: 'Rythme', description: facts.rhythm },
          { term: 'Certification', description: facts.certification },
          { term: 'Coût', description: 'Gratuit pour l’apprenti, qui est rémunéré par son entreprise' },
          { term: 'Admission', description: APPLICATION.selection },
        ],
      },
    ],
  };
}
