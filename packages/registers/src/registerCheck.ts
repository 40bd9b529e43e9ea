// The command behind `npm run register-check [-- --write] [--timeout 30]` (issue 35, point 5): the
// Bachelor's certification (RNCP 40377) and the school's organisme record read from the State's
// API Apprentissage, compared with the content, each field named; `--write` records the
// certification in the register file the Bachelor page reads its certifier from.
import { writeFileSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { print, readCommandLine, runCommand, warn } from '@ecole/cli';
import { certifierOf } from '@ecole/content/registers/certificationRegister';
import { API_APPRENTISSAGE_URL, ApiApprentissageError, apiApprentissage } from './apiApprentissage/client.ts';
import { EXIT, failureAnswer, missingKeyMessage } from './apiApprentissage/failures.ts';
import { certificationFindings, registerFileFinding, unknownCertification } from './compareCertification.ts';
import { organismeFindings, spacedSiret, unsearchedOrganisme } from './compareOrganisme.ts';
import { type ContentFacts, contentFacts, contentRegisterFile, type RegisterFileRef } from './contentFacts.ts';
import { FINDING_MARK, type Finding } from './findings.ts';
import { registeredCertificationOf, registerFileOf, registerFileText } from './registerRecord.ts';

/** How long one request may take unless told: the export's pages of 1 000 organismes are the slowest. */
export const DEFAULT_TIMEOUT_SECONDS = 30;

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

const USAGE = `Usage\u00a0: npm run register-check [-- --write] [--timeout ${DEFAULT_TIMEOUT_SECONDS}]

Lit au registre de l’État (API Apprentissage) la certification RNCP\u00a040377 du Bachelor (intitulé,
niveau, certificateur, dates, blocs de compétences, voies d’accès) et la fiche de l’organisme de
l’école (SIRET, UAI, NDA, Qualiopi), et nomme chaque différence avec le contenu.

  --write          écrit la réponse dans packages/content/data/registre/rncp-40377.json (à committer)\u00a0:
                   la page du Bachelor y lit son certificateur
  --timeout N      secondes d’attente par requête (${DEFAULT_TIMEOUT_SECONDS} par défaut, 1 à 300)

Variables\u00a0: API_APPRENTISSAGE_KEY (la clé, obligatoire), API_APPRENTISSAGE_URL (autre adresse de l’API).
Code de sortie\u00a0: 0 tout est égal, 1 au moins une différence, 2 rien vérifié (ligne de commande, clé
absente ou refusée), 3 registre illisible (adresse, quota, panne, délai dépassé, réponse d’une autre forme).
Détails\u00a0: docs/registers.md.`;

/** What the command needs from outside, replaced by the tests. */
export interface RegisterCheckDeps {
  env?: NodeJS.ProcessEnv;
  facts?: ContentFacts;
  registerFile?: RegisterFileRef;
  fetch?: typeof fetch;
  now?: () => Date;
  /** A request's time limit in milliseconds, overriding --timeout (the tests' fake answers late). */
  timeoutMs?: number;
}

const parseOptions = (argv: string[]) =>
  parseArgs({
    args: argv.filter((arg) => arg !== '--'),
    options: { write: { type: 'boolean', default: false }, timeout: { type: 'string' }, help: { type: 'boolean', short: 'h', default: false } },
  });

const PARIS_TIME = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', dateStyle: 'long', timeStyle: 'short' });

function section(title: string, findings: readonly Finding[]): string[] {
  return [title, ...findings.map((finding) => `  ${FINDING_MARK[finding.kind]} ${finding.text}`)];
}

export function main(argv: string[], deps: RegisterCheckDeps = {}): Promise<number> {
  return runCommand(async () => {
    const commandLine = readCommandLine(
      () => parseOptions(argv),
      USAGE,
      ({ values }) =>
        values.timeout !== undefined && !(/^\d+$/.test(values.timeout) && Number(values.timeout) >= 1 && Number(values.timeout) <= 300)
          ? `--timeout invalide\u00a0: «\u00a0${values.timeout}\u00a0» (un nombre de secondes de 1 à 300).`
          : undefined,
    );
    if (commandLine.exitCode !== undefined) return commandLine.exitCode;
    const { values } = commandLine.parsed;
    const env = deps.env ?? process.env;
    const key = env.API_APPRENTISSAGE_KEY?.trim();
    if (!key) {
      warn(missingKeyMessage());
      return EXIT.setup;
    }
    const baseUrl = env.API_APPRENTISSAGE_URL?.trim() || API_APPRENTISSAGE_URL;
    const timeoutMs = deps.timeoutMs ?? Number(values.timeout ?? DEFAULT_TIMEOUT_SECONDS) * 1000;
    const api = apiApprentissage({ baseUrl, key, timeoutMs, ...(deps.fetch ? { fetch: deps.fetch } : {}) });
    const facts = deps.facts ?? contentFacts();
    const registerFile = deps.registerFile ?? contentRegisterFile();
    const now = deps.now?.() ?? new Date();
    warn(`Registre lu\u00a0: API Apprentissage (${baseUrl})`);

    try {
      const rncp = `RNCP${facts.certification.rncp}`;
      const answer = (await api.certifications(rncp)).filter((certification) => certification.identifiant.rncp === rncp);
      // One entry per CFD–RNCP pair: the RNCP fields are the same in each, the first is read.
      const registered = answer[0] ? registeredCertificationOf(answer[0]) : undefined;

      const { siret, uai } = facts.organisme;
      let organisme: Finding[];
      if (siret.provisional) {
        organisme = unsearchedOrganisme(facts.organisme);
      } else {
        const search = await api.searchOrganisme({ siret: siret.value, ...(uai.provisional ? {} : { uai: uai.value }) });
        warn('Recherche du NDA et de Qualiopi dans l’export des organismes du registre…');
        const record = await api.findOrganisme(siret.value, uai.provisional ? undefined : uai.value);
        organisme = organismeFindings(facts.organisme, search, record);
      }

      let written = false;
      if (registered && values.write) {
        const path = isAbsolute(registerFile.path) ? registerFile.path : join(REPO_ROOT, registerFile.path);
        const source = `${API_APPRENTISSAGE_URL}/certification/v1?identifiant.rncp=${rncp}`;
        writeFileSync(path, registerFileText(registerFileOf(rncp, source, now, registered)));
        written = true;
      }
      // The certifier the page names: the register file's, today's answer once written.
      const pageCertifier = certifierOf(written && registered ? { ...registerFile.current, certification: registered } : registerFile.current);
      const certification = registered
        ? [
            ...certificationFindings(facts.certification, registered, pageCertifier),
            registerFileFinding(registerFile.path, registerFile.current, registered, written),
          ]
        : unknownCertification(facts.certification);

      const all = [...certification, ...organisme];
      const differences = all.filter((finding) => finding.kind === 'differs').length;
      const compared = all.filter((finding) => finding.kind !== 'note').length;
      print(
        [
          ...section(`Certification RNCP\u00a0${facts.certification.rncp} (${facts.certification.course}), lue le ${PARIS_TIME.format(now)}`, certification),
          '',
          ...section(
            siret.provisional
              ? 'Organisme de formation (SIRET provisoire)'
              : `Organisme de formation, SIRET ${spacedSiret(siret.value)}${uai.provisional ? '' : `, UAI ${uai.value}`}`,
            organisme,
          ),
          '',
          differences === 0
            ? `Aucune différence avec le registre (${compared}\u00a0points vérifiés).`
            : `${differences} différence${differences > 1 ? 's' : ''} avec le registre sur ${compared}\u00a0points (✗ ci-dessus)\u00a0: corrigez chacune là où elle le dit.`,
        ].join('\n'),
      );
      return differences === 0 ? EXIT.equal : EXIT.differences;
    } catch (error) {
      if (!(error instanceof ApiApprentissageError)) throw error;
      const { message, exitCode } = failureAnswer(error);
      warn(message);
      return exitCode;
    }
  });
}
