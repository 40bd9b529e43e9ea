import type { CardsSection } from './model/sections.ts';

/**
 * A section the two apprenticeship profiles (Community Manager, Digital Business Developer) share
 * word for word: why train with the school (only the AI card speaks of the job).
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
