// The command behind `npm run campaign-link -- /tpe --source salon-laval --medium print --campaign rentree-2026
//  [--term …] [--content …] [--out campagnes]`: prints the tracked URL of a landing page and
// writes its QR code (SVG and PNG) for print.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { print, readCommandLine, runCommand, warn } from '@ecole/cli';
import { CampaignError } from './errors.ts';
import { indexableLandings, isProvisionalOrigin, publicOrigin } from './landings.ts';
import { campaignUrl, fileBaseName, LinkError } from './link.ts';
import { writeQrCodes } from './qr.ts';

const USAGE = `Usage\u00a0: npm run campaign-link -- /chemin --source SOURCE --medium SUPPORT --campaign CAMPAGNE [--term MOT] [--content VARIANTE] [--out DOSSIER]

  /chemin      la page d’arrivée (par exemple /tpe), une page du site indexée
  --source     d’où vient le visiteur (salon-laval, linkedin, newsletter…)
  --medium     le support (print, social, email, cpc…)
  --campaign   le nom de la campagne (rentree-2026…)
  --term       facultatif\u00a0: le mot-clé acheté
  --content    facultatif\u00a0: la variante (affiche-a3, flyer…)
  --out        dossier des QR codes (défaut\u00a0: campagnes/)
  --force      imprimer même si l’adresse du site est encore provisoire (SITE_ENV=production)

Valeurs\u00a0: minuscules sans accent, chiffres et tirets.`;

/** The command's options, parsed (throws on an unknown or incomplete one). */
const parseOptions = (argv: string[]) =>
  parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      source: { type: 'string' },
      medium: { type: 'string' },
      campaign: { type: 'string' },
      term: { type: 'string' },
      content: { type: 'string' },
      out: { type: 'string', default: 'campagnes' },
      force: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });

export function main(argv: string[]): Promise<number> {
  return runCommand(async () => {
    const commandLine = readCommandLine(
      () => parseOptions(argv),
      USAGE,
      ({ values, positionals }) => {
        if (positionals.length !== 1)
          return `${positionals.length === 0 ? 'Indiquez la page d’arrivée' : 'Une seule page d’arrivée à la fois'} (par exemple /tpe).`;
        const missing = (['source', 'medium', 'campaign'] as const).filter((key) => !values[key]);
        if (missing.length > 0) return `Option obligatoire manquante\u00a0: ${missing.map((key) => `--${key}`).join(', ')}.`;
        return undefined;
      },
    );
    if (commandLine.exitCode !== undefined) return commandLine.exitCode;
    const { values, positionals } = commandLine.parsed;
    const path = positionals[0]!;
    const utm = { source: values.source!, medium: values.medium!, campaign: values.campaign!, term: values.term, content: values.content };
    const origin = publicOrigin();
    let url: string;
    try {
      url = campaignUrl(path, utm, { origin, indexable: await indexableLandings() });
    } catch (error) {
      if (error instanceof LinkError) throw new CampaignError(error.message);
      throw error;
    }
    // Issue 37, point 5: a printed link cannot be corrected, and the address may be a domain the
    // school does not own yet. A production print run waits for the real address (or --force).
    if (isProvisionalOrigin(origin)) {
      if (values.medium === 'print' && process.env.SITE_ENV === 'production' && !values.force) {
        throw new CampaignError(
          `Impression refusée\u00a0: ${origin} est encore l’adresse provisoire du site (school.origin, listée par npm run launch-check), et un QR code imprimé ne se corrige pas. Donnez la vraie adresse (VITE_SITE_ORIGIN, ou packages/content/src/school.ts), ou ajoutez --force si l’école possède bien ce domaine.`,
        );
      }
      warn(
        `Attention\u00a0: ${origin} est encore l’adresse provisoire du site (school.origin, listée par npm run launch-check). Vérifiez que l’école possède ce domaine avant d’imprimer ou de diffuser ce lien.`,
      );
    }
    // `npm run` moves to the repository root; a relative --out means where the user typed it.
    const outDir = resolve(process.env.INIT_CWD ?? process.cwd(), values.out);
    const files = await writeQrCodes(url, outDir, fileBaseName(path, utm));
    print(url);
    warn(`QR code écrit\u00a0: ${files.svg}\n               ${files.png}`);
    return 0;
  });
}
