/**
 * The certification as the register gives it, compared with the content: every field named, equal
 * or not. Title, level, dates, skill blocks and access routes are typed in the course's facts and
 * must equal the register's; the certifier is typed nowhere: the page names the one of the
 * register file, which must equal today's register (`--write` records it).
 */
import { formatDate } from '@ecole/content';
import { type CertificationRegisterFile, certifierOf, type RegisteredCertification } from '@ecole/content/registers/certificationRegister';
import type { CertificationFacts } from './contentFacts.ts';
import { comparableText, differs, equal, type Finding, labelled, note, quote } from './findings.ts';

const WRITE_HINT = '«\u00a0npm run register-check -- --write\u00a0»';
const day = (value: string | null) => (value === null ? 'aucune date' : formatDate(value));

/** Typed fact ≠ register: what to correct, and where. */
const fix = (where: string) => `corrigez ${where}`;

/** The findings for a certification the register does not know (an empty answer). */
export function unknownCertification(facts: CertificationFacts): Finding[] {
  return [
    differs(
      labelled(
        `RNCP\u00a0${facts.rncp}`,
        `le registre ne connaît pas cette fiche (réponse vide)\u00a0: le numéro de ${facts.course} est-il le bon\u00a0? (rncp dans packages/content/data/courses/bachelor-marketing-digital.json)`,
      ),
    ),
  ];
}

/** Each field of the certification, the register's against the content's. */
export function certificationFindings(facts: CertificationFacts, registered: RegisteredCertification, pageCertifier: string | undefined): Finding[] {
  const findings: Finding[] = [];

  findings.push(
    registered.active
      ? equal(labelled('Fiche', `active au registre${registered.registrationType ? ` (${registered.registrationType.toLocaleLowerCase('fr')})` : ''}`))
      : differs(labelled('Fiche', 'inactive au registre\u00a0: plus personne ne peut s’inscrire au titre (la page le présente comme ouvert)')),
  );

  findings.push(
    comparableText(registered.title) === comparableText(facts.title.value)
      ? equal(labelled('Intitulé', quote(registered.title)))
      : differs(
          labelled(
            'Intitulé',
            `le registre dit ${quote(registered.title)}, la fiche de la formation ${quote(facts.title.value)}\u00a0: ${fix(facts.title.where)}`,
          ),
        ),
  );

  findings.push(
    registered.level === facts.level.value
      ? equal(labelled('Niveau', String(registered.level)))
      : differs(
          labelled(
            'Niveau',
            `le registre dit ${registered.level === 0 ? 'aucun niveau' : `niveau ${registered.level}`}, la fiche de la formation niveau ${facts.level.value}\u00a0: ${fix(facts.level.where)} (l’aide à l’embauche en dépend)`,
          ),
        ),
  );

  const certifier = certifierText(registered);
  findings.push(
    certifier === undefined
      ? differs(labelled('Certificateur', 'le registre n’en nomme aucun\u00a0: la page n’en nommera pas'))
      : pageCertifier === certifier
        ? equal(labelled('Certificateur', `${quote(certifier)}, celui que la page nomme`))
        : differs(
            labelled(
              'Certificateur',
              pageCertifier === undefined
                ? `le registre dit ${quote(certifier)}, la page n’en nomme aucun (fichier du registre jamais rempli)\u00a0: ${WRITE_HINT}`
                : `le registre dit ${quote(certifier)}, la page nomme ${quote(pageCertifier)}\u00a0: ${WRITE_HINT}`,
            ),
          ),
  );

  findings.push(
    registered.pathwaysStartOn === facts.decisionOn.value
      ? equal(labelled('Date de décision (début des parcours certifiants)', day(registered.pathwaysStartOn)))
      : differs(
          labelled(
            'Date de décision (début des parcours certifiants)',
            `le registre dit ${day(registered.pathwaysStartOn)}, la fiche de la formation ${day(facts.decisionOn.value)}\u00a0: ${fix(facts.decisionOn.where)}`,
          ),
        ),
  );

  findings.push(
    registered.registrationEndsOn === facts.endsOn.value
      ? equal(labelled('Fin d’enregistrement', day(registered.registrationEndsOn)))
      : differs(
          labelled(
            'Fin d’enregistrement',
            `le registre dit ${day(registered.registrationEndsOn)}, la fiche de la formation ${day(facts.endsOn.value)}\u00a0: ${fix(facts.endsOn.where)}`,
          ),
        ),
  );

  findings.push(skillBlocksFinding(facts, registered));
  findings.push(...accessRouteFindings(facts, registered));

  const successor = successorOf(registered, `RNCP${facts.rncp}`);
  if (successor) {
    findings.push(
      differs(
        labelled(
          'Continuité',
          `la fiche ${successor.rncp.replace('RNCP', 'RNCP\u00a0')} la remplace${successor.activatedOn ? ` (active depuis le ${formatDate(successor.activatedOn)})` : ''}\u00a0: la formation doit viser la nouvelle fiche (rncp dans packages/content/data/courses/bachelor-marketing-digital.json)`,
        ),
      ),
    );
  }
  return findings;
}

/**
 * The sheet that replaces this one, if any: the continuity lists replaced and replacing sheets
 * alike (`courant` only marks the sheet asked for), told apart by their dates (the API's
 * documentation of `continuite.rncp`): a later activation, or, without one, a later end.
 */
function successorOf(registered: RegisteredCertification, rncp: string) {
  const self = registered.continuity.find((sheet) => sheet.rncp === rncp);
  const after = (a: string | null | undefined, b: string | null | undefined) => a != null && (b == null || a > b);
  return registered.continuity
    .filter((sheet) => sheet.rncp !== rncp)
    .filter(
      (sheet) =>
        after(sheet.activatedOn, self?.activatedOn ?? registered.activatedOn) ||
        (sheet.activatedOn === null && after(sheet.registrationEndsOn, registered.registrationEndsOn)),
    )
    .sort((a, b) => (b.activatedOn ?? '').localeCompare(a.activatedOn ?? ''))[0];
}

/** The certifier as the page would name it from this answer. */
function certifierText(registered: RegisteredCertification): string | undefined {
  return certifierOf({ generatedBy: '', rncp: '', source: '', fetchedAt: null, certification: registered });
}

function skillBlocksFinding(facts: CertificationFacts, registered: RegisteredCertification): Finding {
  const theirs = registered.skillBlocks.map((block) => block.title ?? '');
  const ours = facts.skillBlocks.value;
  const count = (n: number) => `${n}\u00a0bloc${n > 1 ? 's' : ''}`;
  if (theirs.length === ours.length && theirs.every((title, index) => comparableText(title) === comparableText(ours[index] ?? ''))) {
    return equal(labelled('Blocs de compétences', `les ${count(theirs.length)} du registre, dans son ordre`));
  }
  const first = theirs.findIndex((title, index) => comparableText(title) !== comparableText(ours[index] ?? ''));
  const detail =
    theirs.length !== ours.length
      ? `le registre en compte ${count(theirs.length)}, la fiche de la formation ${count(ours.length)}`
      : `le bloc ${first + 1} est ${quote(theirs[first] ?? '')} au registre, ${quote(ours[first] ?? '')} dans la fiche de la formation`;
  return differs(labelled('Blocs de compétences', `${detail}\u00a0: ${fix(facts.skillBlocks.where)}`));
}

function accessRouteFindings(facts: CertificationFacts, registered: RegisteredCertification): Finding[] {
  const routes = registered.accessRoutes;
  if (routes === null) return [differs(labelled('Voies d’accès', 'le registre n’en donne aucune\u00a0: ni l’apprentissage ni la VAE ne sont confirmés'))];
  const findings: Finding[] = [];
  findings.push(
    routes.apprenticeship === facts.apprenticeship.value
      ? equal(labelled('Apprentissage', 'voie d’accès ouverte au registre'))
      : differs(labelled('Apprentissage', 'le registre ne l’ouvre pas comme voie d’accès au titre\u00a0: le titre ne peut pas être préparé en alternance')),
  );
  findings.push(
    routes.experience === facts.vae.value
      ? equal(labelled('VAE', routes.experience ? 'ouverte au registre' : 'fermée au registre, comme la fiche de la formation le dit'))
      : differs(
          labelled(
            'VAE',
            `le registre ${routes.experience ? 'l’ouvre' : 'ne l’ouvre pas'}, la fiche de la formation dit ${facts.vae.value ? 'qu’elle est ouverte' : 'qu’elle ne l’est pas'}\u00a0: ${fix(facts.vae.where)}`,
          ),
        ),
  );
  return findings;
}

/** What changed between the committed register file and today's answer, by field. */
export function changedFields(before: RegisteredCertification | null, after: RegisteredCertification): string[] {
  if (before === null) return ['tout (jamais rempli)'];
  const names: Record<keyof RegisteredCertification, string> = {
    title: 'intitulé',
    level: 'niveau',
    certifiers: 'certificateur',
    active: 'statut',
    activatedOn: 'date d’activation',
    pathwaysStartOn: 'date de décision',
    registrationEndsOn: 'fin d’enregistrement',
    registrationType: 'type d’enregistrement',
    skillBlocks: 'blocs de compétences',
    accessRoutes: 'voies d’accès',
    continuity: 'continuité',
  };
  return (Object.keys(names) as (keyof RegisteredCertification)[])
    .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
    .map((key) => names[key]);
}

/**
 * The register file against today's answer: up to date, written now, or to write. A note, never a
 * difference of its own: what a page reads from it (the certifier) has its own line above.
 */
export function registerFileFinding(path: string, file: CertificationRegisterFile, fresh: RegisteredCertification, written: boolean): Finding {
  if (written) return equal(labelled('Fichier du registre', `${path} écrit avec la réponse d’aujourd’hui\u00a0: à committer`));
  const changed = changedFields(file.certification, fresh);
  if (changed.length === 0) return equal(labelled('Fichier du registre', `${path} à jour (lu le ${formatDate((file.fetchedAt ?? '').slice(0, 10))})`));
  const since = file.fetchedAt ? `lu le ${formatDate(file.fetchedAt.slice(0, 10))}` : 'jamais rempli';
  return note(
    labelled('Fichier du registre', `${path} (${since}) diffère du registre d’aujourd’hui (${changed.join(', ')})\u00a0: ${WRITE_HINT} l’enregistre`),
  );
}
