import type { ApiApprentissageError } from './client.ts';

/** Where a person gets a key: the API's site, « Se connecter / S’inscrire », then « Mon compte » → « Jetons d’accès API ». */
export const API_APPRENTISSAGE_SIGN_UP = 'https://api.apprentissage.beta.gouv.fr/fr';
export const API_APPRENTISSAGE_KEYS_PAGE = 'https://api.apprentissage.beta.gouv.fr/fr/compte/profil';
const DOCUMENTATION = 'https://api.apprentissage.beta.gouv.fr/fr/documentation-technique';

/**
 * The command's exit codes (docs/registers.md): 0 every fact equal to the register's, 1 at least one
 * difference (each named), 2 nothing checked because of the command line or the key (missing or
 * refused: the person running it must act), 3 the register could not be read as documented (its
 * address, quota, outage, a timeout, an answer of another shape: try again later). A scheduled run
 * tells « the register disagrees » (1) from « the register could not be asked » (3).
 */
export const EXIT = { equal: 0, differences: 1, setup: 2, unreadable: 3 } as const;

const NOTHING_DONE = 'Rien n’a été comparé ni écrit.';
const quoted = (message: string | undefined) => (message ? `\u00a0: «\u00a0${message}\u00a0»` : '');

/** Said when API_APPRENTISSAGE_KEY is not set: how to get a key, and nothing is asked. */
export function missingKeyMessage(): string {
  return [
    'API_APPRENTISSAGE_KEY n’est pas définie\u00a0: rien n’a été demandé au registre.',
    `Pour obtenir une clé (gratuite)\u00a0: sur ${API_APPRENTISSAGE_SIGN_UP}, «\u00a0Se connecter / S’inscrire\u00a0» (un lien reçu par e-mail, sans mot de passe),`,
    `puis «\u00a0Mon compte\u00a0» → «\u00a0Jetons d’accès API\u00a0» (${API_APPRENTISSAGE_KEYS_PAGE})\u00a0; une clé dure 365 jours.`,
    'Ensuite, dans cette session seulement (jamais dans un fichier du dépôt)\u00a0:',
    '  export API_APPRENTISSAGE_KEY=…',
    '  npm run register-check',
  ].join('\n');
}

/** What the command says of a failed read (one French sentence), and its exit code. */
export interface FailureAnswer {
  message: string;
  exitCode: (typeof EXIT)['setup' | 'unreadable'];
}

/** A failed read, in one French sentence, with its exit code. */
export function failureAnswer(error: ApiApprentissageError): FailureAnswer {
  const { failure, request } = error;
  switch (failure.kind) {
    case 'unauthorized':
      return setup(
        failure.status === 401
          ? `L’API Apprentissage refuse la clé (${request}, HTTP 401${quoted(failure.message)}). Vérifiez API_APPRENTISSAGE_KEY\u00a0: une clé dure 365 jours\u00a0; créez-en une nouvelle sur ${API_APPRENTISSAGE_KEYS_PAGE} («\u00a0Jetons d’accès API\u00a0»). ${NOTHING_DONE}`
          : `L’API Apprentissage refuse l’accès de cette clé à ${request} (HTTP 403${quoted(failure.message)})\u00a0: demandez l’habilitation à support_api@apprentissage.beta.gouv.fr. ${NOTHING_DONE}`,
      );
    case 'not-found':
      return unreadable(
        `L’API Apprentissage ne connaît pas ${request} (HTTP 404${quoted(failure.message)})\u00a0: son adresse a-t-elle changé\u00a0? Vérifiez API_APPRENTISSAGE_URL et sa documentation (${DOCUMENTATION}), puis packages/registers/src/apiApprentissage/client.ts. ${NOTHING_DONE}`,
      );
    case 'rate-limited':
      return unreadable(
        `L’API Apprentissage limite les appels de cette clé (${request}, HTTP ${failure.status}${quoted(failure.message)})\u00a0: réessayez ${failure.retryAfterSeconds === undefined ? 'dans quelques minutes' : `dans ${failure.retryAfterSeconds}\u00a0s`}. ${NOTHING_DONE}`,
      );
    case 'server':
      return unreadable(
        `L’API Apprentissage est en panne (${request}, HTTP ${failure.status}${quoted(failure.message)})\u00a0: réessayez plus tard. ${NOTHING_DONE}`,
      );
    case 'refused':
      return unreadable(
        `L’API Apprentissage refuse la requête ${request} (HTTP ${failure.status}${quoted(failure.message)})\u00a0: sa documentation a-t-elle changé\u00a0? (${DOCUMENTATION}) ${NOTHING_DONE}`,
      );
    case 'timeout':
      return unreadable(
        `L’API Apprentissage n’a pas répondu en ${formatSeconds(failure.timeoutMs)} (${request})\u00a0: réessayez plus tard, ou attendez plus longtemps avec --timeout. ${NOTHING_DONE}`,
      );
    case 'network':
      return unreadable(
        `Impossible de joindre l’API Apprentissage (${request}\u00a0: ${failure.cause})\u00a0: vérifiez la connexion à Internet. ${NOTHING_DONE}`,
      );
    case 'invalid-answer':
      return unreadable(
        `Réponse inattendue de l’API Apprentissage à ${request} (${failure.issues})\u00a0: sa forme documentée a-t-elle changé\u00a0? Comparez avec sdk/src/models/ de mission-apprentissage/api-apprentissage et mettez à jour packages/registers/src/apiApprentissage/schemas.ts. ${NOTHING_DONE}`,
      );
  }
}

const setup = (message: string): FailureAnswer => ({ message, exitCode: EXIT.setup });
const unreadable = (message: string): FailureAnswer => ({ message, exitCode: EXIT.unreadable });

function formatSeconds(ms: number): string {
  const seconds = ms / 1000;
  return `${Number.isInteger(seconds) ? seconds : seconds.toFixed(1).replace('.', ',')}\u00a0s`;
}
