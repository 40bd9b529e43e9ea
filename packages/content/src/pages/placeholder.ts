import { SCHOOL } from '../school.ts';
import { typeset, typesetText } from './typeset.ts';

/** Short page shown on every route whose content is still being written. */
export const PLACEHOLDER_PAGE = typeset({
  text: 'Cette page est en cours de rédaction. En attendant, notre équipe répond à toutes vos questions.',
  contact: { label: 'Nous contacter', href: '/contact' },
} as const);

/** Title and description of a placeholder page, from the route table's title. */
export function placeholderMeta(title: string): { title: string; description: string } {
  return {
    title,
    description: typesetText(
      `${title} : page en cours de rédaction. ${SCHOOL.brand}, le CFA 100 % à distance du marketing digital, répond à vos questions.`,
    ),
  };
}
