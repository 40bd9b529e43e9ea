// The command behind `npm run local-clock -- +2d | +3h | -1d | reset | show` (issue 33, point 5):
// moves the local stand-in's clock (localClock.ts) so that staff trying the desk see a reminder,
// a late request and the Monday mail without waiting or writing SQL. While the stand-in runs it is
// told (`/__local/clock`, with the service-role key) and sweeps at once on the new time; when it
// does not, the offset is written beside its database for its next start. A hosted project is
// refused: its clock is its servers'.
import { answerJson, CommandError, print, refusalMessage, runCommand, supabaseFetch, targetLine, warn } from '@ecole/cli';
import { supabaseTarget } from '@ecole/settings/supabaseTarget';
import { type ClockChange, describeOffset, frenchLocalTime, offsetError, parseClockChange, readClockOffset, writeClockOffset } from './localClock.ts';
import { standInDirs } from './paths.ts';
import { standInFiles } from './standInFiles.ts';

const USAGE = `Usage\u00a0: npm run local-clock -- [+2d | +3h | +30m | -1d | +1d12h | reset | show]

  +2d, +3h, +30m   avance l’horloge du Supabase local de 2 jours, 3 heures, 30 minutes (d ou j\u00a0: jours,
                   h\u00a0: heures, m\u00a0: minutes, cumulables\u00a0: +1d12h)\u00a0; -1d la recule
  reset            la remet à l’heure réelle
  show             dit l’heure qu’il est pour le Supabase local (par défaut)

La base (now()), les fonctions, la connexion au bureau, les relances et la boîte d’envoi vivent à
cette heure\u00a0: les rappels, les retards et le rapport du lundi partent comme à ce moment-là. Le
Supabase local lu est celui de «\u00a0npm start\u00a0» (SUPABASE_PORT, 54321 par défaut)\u00a0; s’il ne tourne
pas, l’horloge est réglée pour son prochain démarrage (à côté de sa base, SUPABASE_DATA_DIR,
.local/supabase/db par défaut). Un projet hébergé est refusé\u00a0: il vit à l’heure de ses serveurs.`;

/** What a running stand-in answers at /__local/clock. */
interface ClockState {
  offset_ms: number;
  now: string;
  sweep?: { sent?: number; late?: number; reminders?: { sent?: number }; weeklyReport?: { sent?: number }; acknowledgements?: { sent?: number } };
}

/**
 * The command line: `--help`, or one change. Read by hand rather than by parseArgs, which would
 * take `-1d` for the option `-1`.
 */
function readChange(argv: string[]): ClockChange | 'help' | { error: string } {
  const words = argv.filter((arg) => arg !== '--');
  if (words.some((word) => word === '--help' || word === '-h')) return 'help';
  if (words.length > 1) return { error: 'Un seul réglage à la fois (par exemple +2d).' };
  return parseClockChange(words[0] ?? 'show');
}

function newOffset(change: ClockChange, current: number): number {
  const offset = change.kind === 'reset' ? 0 : change.kind === 'shift' ? current + change.ms : current;
  const wrong = offsetError(offset);
  if (wrong !== undefined)
    throw new CommandError(`${wrong} (décalage actuel\u00a0: ${describeOffset(current)}\u00a0; «\u00a0reset\u00a0» la remet à l’heure).`, 2);
  return offset;
}

const timeLine = (now: number, offset: number) => `Heure du Supabase local\u00a0: ${frenchLocalTime(now)} (${describeOffset(offset)}).`;

export function main(argv: string[]): Promise<number> {
  return runCommand(async () => {
    const change = readChange(argv);
    if (change === 'help') {
      console.log(USAGE);
      return 0;
    }
    if ('error' in change) throw new CommandError(`${change.error}\n\n${USAGE}`, 2);

    const target = supabaseTarget();
    if (!target.local) {
      throw new CommandError(
        `npm run local-clock ne règle que le Supabase local\u00a0: SUPABASE_URL désigne un projet hébergé (${target.url}), qui vit à l’heure de ses serveurs.`,
        2,
      );
    }
    warn(targetLine(target));

    let state: ClockState | undefined;
    try {
      const answer = await fetch(`${target.url}/__local/clock`);
      if (!answer.ok) {
        throw new CommandError(
          `${target.url} ne répond pas comme le Supabase local de ce dépôt (pas d’horloge locale, HTTP ${answer.status})\u00a0: est-ce «\u00a0supabase start\u00a0»\u00a0? Son horloge ne se règle pas.`,
        );
      }
      state = await answerJson<ClockState>(answer, target);
    } catch (error) {
      if (error instanceof CommandError) throw error;
      // Nothing listens: the stand-in is not running.
    }

    if (state === undefined) {
      const file = standInFiles(standInDirs().dataDir)?.clock;
      if (file === undefined) throw new CommandError('SUPABASE_DATA_DIR=memory\u00a0: une base en mémoire n’a pas d’horloge à régler avant son démarrage.', 2);
      const current = readClockOffset(file);
      const offset = newOffset(change, current);
      if (offset !== current) writeClockOffset(file, offset);
      print(
        `Le Supabase local ne tourne pas\u00a0: ${change.kind === 'show' ? 'à son prochain démarrage (npm start), il vivra à cette heure' : 'réglé pour son prochain démarrage (npm start)'}.`,
      );
      print(timeLine(Date.now() + offset, offset));
      return 0;
    }

    if (change.kind === 'show') {
      print(timeLine(Date.parse(state.now), state.offset_ms));
      return 0;
    }
    const offset = newOffset(change, state.offset_ms);
    const answer = await supabaseFetch(target, '/__local/clock', { method: 'POST', body: JSON.stringify({ offset_ms: offset }) });
    if (!answer.ok) throw new CommandError(refusalMessage('le réglage de l’horloge', answer.status, await answer.text()));
    const moved = await answerJson<ClockState>(answer, target);
    print(timeLine(Date.parse(moved.now), moved.offset_ms));
    if (moved.sweep !== undefined) {
      const sweep = moved.sweep;
      print(
        `Relance faite à cette heure\u00a0: ${sweep.reminders?.sent ?? 0} rappel(s), ${sweep.late ?? 0} demande(s) passée(s) en retard, ` +
          `${sweep.weeklyReport?.sent ?? 0} rapport(s) hebdomadaire(s), ${sweep.sent ?? 0} mail(s) à l’école. Les mails\u00a0: npm run mails.`,
      );
    }
    return 0;
  });
}
