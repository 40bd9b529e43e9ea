/** Shown under any quote or logo the school has not supplied yet (DESIGN.md §2.9). */
export const EXAMPLE_NOTE = 'Exemple en attendant un témoignage réel, publié avec l’accord de son auteur.';
export const EXAMPLE_LOGOS_NOTE = 'Logos d’exemple, remplacés par ceux de nos entreprises partenaires avec leur accord.';
