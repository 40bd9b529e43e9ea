/**
 * A refusal or a failure a command explains in one French sentence: printed on stderr, no stack
 * trace, and the exit code (2: the command line is wrong and nothing was done; 1: the work failed).
 * The packages' own errors (the export's, the campaigns') are of this kind.
 */
export class CommandError extends Error {
  constructor(
    message: string,
    readonly exitCode: 1 | 2 = 1,
  ) {
    super(message);
  }
}

/** A file a command could not read or write, said in French (Node's errors are in English). */
export function fileErrorMessage(error: NodeJS.ErrnoException): string | undefined {
  const path = error.path ?? (error as { dest?: string }).dest;
  if (path === undefined) return undefined;
  const reason: Record<string, string> = {
    ENOENT: 'dossier ou fichier introuvable',
    EACCES: 'accès refusé',
    EPERM: 'opération non permise',
    EISDIR: 'c’est un dossier',
    ENOTDIR: 'un élément du chemin n’est pas un dossier',
    EROFS: 'disque en lecture seule',
    ENOSPC: 'disque plein',
    EEXIST: 'existe déjà',
  };
  return `Fichier inutilisable\u00a0: ${path} (${reason[error.code ?? ''] ?? error.code ?? 'erreur du système'}).`;
}
