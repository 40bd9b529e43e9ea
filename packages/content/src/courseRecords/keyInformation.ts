import { formatMonth, type Intake, nextIntake } from '../courses.ts';
import { formatDate } from '../format.ts';
import { COURSE_INFO_ITEMS, type CourseInfoItemId, OPEN_ITEM_MARK, SHOWN_COURSE_ITEMS } from '../model/courseInfo.ts';
import type { RichText } from '../model/link.ts';
import { isMissing, type Known } from '../model/placeholder.ts';
import type { KeyInformationPart, KeyInformationSection, SectionTone } from '../model/sections.ts';
import { describeIndicator, indicatorOf, type ResultsDiploma, resultsHref } from '../results.ts';
import type { CourseRecord, Item } from './courseRecord.ts';
import { RESULTS_DIPLOMAS } from './resultsDiplomas.ts';
import { ACCESSIBILITY_PARTS, CONTACT_PARTS } from './shared.ts';
import { registeredWording, rncpCode, rncpHref } from './wording.ts';

export { registeredWording, rncpCode, rncpHref } from './wording.ts';

/** A course's results on /resultats, for the courses art. L6111-8 is about. */
export function resultsDiplomaOf(record: CourseRecord): ResultsDiploma | undefined {
  return RESULTS_DIPLOMAS.find((diploma) => diploma.course === record.key);
}

/**
 * What a page shows of an item: its known parts, a missing one's neutral label where it has one,
 * and « À compléter par l’école » after them while a part has none (issue 35, point 6).
 */
function shown(item: Item): KeyInformationPart[] {
  const parts = item.flatMap((part) => (isMissing(part) ? (part.meanwhile === undefined ? [] : [part.meanwhile]) : [part]));
  const open = item.some((part) => isMissing(part) && part.meanwhile === undefined);
  return open ? [...parts, OPEN_ITEM_MARK] : parts;
}

const known = <T>(value: Known<T>): value is T => !isMissing(value);

function intakeSentence(intakes: readonly Intake[], asOf: string): string {
  const intake = nextIntake(intakes, asOf);
  return intake
    ? `Prochaine rentrée : ${formatMonth(intake.start)}, jusqu’en ${formatMonth(intake.end)}.`
    : 'Prochaine rentrée de septembre : les dates seront bientôt annoncées ; les candidatures restent ouvertes.';
}

function certificationItems(record: CourseRecord): Partial<Record<CourseInfoItemId, KeyInformationPart[]>> {
  const { certification } = record;
  if (isMissing(certification)) return { certification: shown([certification]) };
  if (!certification.certifying) {
    const none = 'Sans objet : formation non certifiante.';
    return { certification: ['Formation non certifiante.'], equivalences: [none], after: [none] };
  }
  const { rncp, certifier, registeredOn, expiresOn, skillBlocks, vae } = certification;
  const wording = registeredWording(certification);
  const results = resultsDiplomaOf(record);
  const passRate = results && indicatorOf(results, 'obtention');
  return {
    certification: [
      ...(wording ? [`${record.name}${certification.diplomaLevel ? ` (${certification.diplomaLevel})` : ''} : ${wording}.`] : []),
      ...(known(rncp) ? [[{ label: `La fiche ${rncpCode(rncp)} sur le site de France compétences`, href: rncpHref(rncp) }] satisfies RichText] : []),
      ...(known(vae) && vae ? ['Accessible par la validation des acquis de l’expérience (VAE).'] : []),
    ],
    certifier: shown([certifier]),
    registration: [
      [
        known(registeredOn) ? `Décision d’enregistrement du ${formatDate(registeredOn)}` : '',
        known(registeredOn) && known(expiresOn) ? ', ' : '',
        known(expiresOn) ? `${known(registeredOn) ? 'enregistrement valable' : 'Enregistrement valable'} jusqu’au ${formatDate(expiresOn)}` : '',
      ].join(''),
    ]
      .filter((text) => text !== '')
      .map((text) => `${text}.`),
    skillBlocks: known(skillBlocks)
      ? [{ list: skillBlocks }, 'Chaque bloc peut être évalué et validé séparément (Code du travail, art. L6113-1).']
      : shown([skillBlocks]),
    equivalences: shown(certification.equivalences),
    after: shown(certification.after),
    passRate: results
      ? [
          ...(passRate && known(passRate) ? [describeIndicator(passRate)] : []),
          ['Voir ', { label: 'les résultats du diplôme', href: resultsHref(results.course) }, ', indicateur par indicateur.'],
        ]
      : [],
  };
}

/**
 * The « Informations clés » block of a course page (Qualiopi indicators 1 and 3), from its record,
 * the same on every course page: every item the record knows, in the framework's order, and the
 * day the record was last checked. Dated (`asOf`): an apprenticeship course names its next intake.
 */
export function keyInformationSection(record: CourseRecord, asOf: string | undefined, frame: { tone?: SectionTone } = {}): KeyInformationSection {
  const parts: Partial<Record<CourseInfoItemId, KeyInformationPart[]>> = {
    prerequisites: shown(record.prerequisites),
    objectives: shown(record.objectives),
    duration: shown(record.duration),
    rhythm: shown(record.rhythm),
    modalities: [...shown(record.modalities), ...(record.intakes && asOf ? [intakeSentence(record.intakes, asOf)] : [])],
    accessDelay: shown(record.accessDelay),
    price: shown(record.price),
    contacts: shown(CONTACT_PARTS),
    methods: shown(record.methods),
    assessment: shown(record.assessment),
    accessibility: shown(ACCESSIBILITY_PARTS),
    ...certificationItems(record),
  };
  const ids = Object.keys(COURSE_INFO_ITEMS) as CourseInfoItemId[];
  return {
    kind: 'keyInformation',
    id: 'informations-cles',
    title: 'Informations clés',
    intro: 'Prérequis, durée, accès, tarif, évaluation, accessibilité : ce qu’il faut savoir avant de vous inscrire.',
    ...(frame.tone ? { tone: frame.tone } : {}),
    items: ids.flatMap((id) => {
      // An item every course states is never left out: marked while the school has not said it.
      const itemParts = parts[id]?.length ? parts[id] : SHOWN_COURSE_ITEMS.includes(id) ? [OPEN_ITEM_MARK] : [];
      if (itemParts.length === 0) return [];
      return [{ id, term: COURSE_INFO_ITEMS[id], parts: itemParts, ...(itemParts.includes(OPEN_ITEM_MARK) ? { open: true as const } : {}) }];
    }),
    updated: `Mis à jour le ${formatDate(record.updatedOn)}`,
    coursePath: record.path,
  };
}
