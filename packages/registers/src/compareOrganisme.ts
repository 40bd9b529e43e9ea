/**
 * The school's organisme record against the content: the SIRET and the UAI (the register's search),
 * the NDA and Qualiopi (the organisme's record, from the export). A provisional fact is compared
 * with nothing: it is named, with the register's value when the register gives one, so the school
 * can copy it where the fact is typed.
 */
import type { Organisme, OrganismeSearch } from './apiApprentissage/schemas.ts';
import type { Fact, OrganismeFacts } from './contentFacts.ts';
import { differs, equal, type Finding, labelled } from './findings.ts';

/** `12345678900012` → `123 456 789 00012`, as the legal notices print it. */
export const spacedSiret = (siret: string) => siret.replace(/^(\d{3})(\d{3})(\d{3})(\d{5})$/, '$1\u00a0$2\u00a0$3\u00a0$4');

const provisionalText = (fact: Fact<string>, registerSays?: string) =>
  `encore provisoire dans le contenu (${fact.where})${registerSays ? `\u00a0; le registre donne ${registerSays}\u00a0: reportez-le` : ''}`;

/** Said when the SIRET is provisional: the register was not asked. */
export function unsearchedOrganisme(facts: OrganismeFacts): Finding[] {
  return [differs(labelled('SIRET', `${provisionalText(facts.siret)}\u00a0: l’organisme n’a pas été cherché au registre (ni UAI, ni NDA, ni Qualiopi)`))];
}

export function organismeFindings(facts: OrganismeFacts, search: OrganismeSearch, record: Organisme | undefined): Finding[] {
  const findings: Finding[] = [];
  const siret = facts.siret.value;
  const siretStatus = search.metadata.siret?.status;
  findings.push(
    siretStatus === 'ok'
      ? equal(labelled('SIRET', `${spacedSiret(siret)} connu du registre, établissement ouvert`))
      : siretStatus === 'fermé'
        ? differs(labelled('SIRET', `${spacedSiret(siret)}\u00a0: établissement fermé selon le registre\u00a0: vérifiez ${facts.siret.where}`))
        : differs(labelled('SIRET', `${spacedSiret(siret)} inconnu du registre\u00a0: vérifiez ${facts.siret.where}`)),
  );

  const registeredUai = search.resultat?.organisme.identifiant.uai ?? record?.identifiant.uai ?? undefined;
  findings.push(uaiFinding(facts, search, registeredUai ?? undefined));

  if (record === undefined) {
    findings.push(
      differs(
        labelled(
          'NDA et Qualiopi',
          'l’organisme est absent de l’export du registre (référentiel des organismes)\u00a0: ni le NDA ni Qualiopi n’ont pu être vérifiés',
        ),
      ),
    );
    return findings;
  }
  const nda = record.renseignements_specifiques.numero_activite;
  findings.push(
    nda === null
      ? differs(labelled('NDA', 'le registre n’a pas de numéro de déclaration d’activité pour cet organisme'))
      : facts.nda.provisional
        ? differs(labelled('NDA', provisionalText(facts.nda, nda)))
        : nda.replace(/\s/g, '').toUpperCase() === facts.nda.value
          ? equal(labelled('NDA', nda))
          : differs(labelled('NDA', `le registre dit ${nda}, le contenu ${facts.nda.value}\u00a0: corrigez ${facts.nda.where}`)),
  );
  findings.push(
    record.renseignements_specifiques.qualiopi === facts.qualiopi.value
      ? equal(labelled('Qualiopi', 'certifié selon le registre'))
      : differs(labelled('Qualiopi', `le registre ne connaît pas de certification Qualiopi à cet organisme, que le site affiche (${facts.qualiopi.where})`)),
  );
  if (record.statut.referentiel === 'supprimé') {
    findings.push(differs(labelled('Référentiel', 'l’organisme est marqué «\u00a0supprimé\u00a0» dans le référentiel des organismes de formation')));
  }
  return findings;
}

function uaiFinding(facts: OrganismeFacts, search: OrganismeSearch, registeredUai: string | undefined): Finding {
  if (facts.uai.provisional) return differs(labelled('UAI', provisionalText(facts.uai, registeredUai)));
  const uai = facts.uai.value;
  if (search.metadata.uai?.status === 'inconnu') return differs(labelled('UAI', `${uai} inconnu du registre\u00a0: vérifiez ${facts.uai.where}`));
  const match = search.resultat?.correspondances;
  if (match?.siret?.lui_meme && match.uai?.lui_meme) {
    return search.resultat?.status.validation_uai
      ? equal(labelled('UAI', `${uai}, associé à ce SIRET au registre et validé`))
      : differs(labelled('UAI', `${uai} associé à ce SIRET, mais pas encore validé par le référentiel des organismes`));
  }
  return differs(
    labelled(
      'UAI',
      registeredUai && registeredUai !== uai
        ? `le registre associe ce SIRET à l’UAI ${registeredUai}, le contenu à ${uai}\u00a0: vérifiez ${facts.uai.where}`
        : `le registre n’associe pas ce SIRET à l’UAI ${uai}\u00a0: vérifiez ${facts.uai.where}`,
    ),
  );
}
