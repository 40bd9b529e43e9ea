// The local clock's pieces (issue 33, point 5): what `npm run local-clock` accepts, how it says
// the time, where the stand-in keeps its own files, and its secrets drawn once.
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeOffset, frenchLocalTime, LocalClock, parseClockChange, readClockOffset } from '../src/localClock.ts';
import { localSecrets } from '../src/localSecrets.ts';
import { standInDirs } from '../src/paths.ts';
import { standInFiles } from '../src/standInFiles.ts';

const HOUR = 3_600_000;

describe('the local clock', () => {
  it('reads +2d, +3h, -1d, +1d12h, +30m, reset and show, and nothing else', () => {
    expect(parseClockChange('+2d')).toEqual({ kind: 'shift', ms: 48 * HOUR });
    expect(parseClockChange('+2j')).toEqual({ kind: 'shift', ms: 48 * HOUR });
    expect(parseClockChange('+3h')).toEqual({ kind: 'shift', ms: 3 * HOUR });
    expect(parseClockChange('-1d')).toEqual({ kind: 'shift', ms: -24 * HOUR });
    expect(parseClockChange('+1d12h')).toEqual({ kind: 'shift', ms: 36 * HOUR });
    expect(parseClockChange('+30m')).toEqual({ kind: 'shift', ms: HOUR / 2 });
    expect(parseClockChange('RESET')).toEqual({ kind: 'reset' });
    expect(parseClockChange('show')).toEqual({ kind: 'show' });
    for (const wrong of ['2d', '+2', '+d', '+2 d', '+2semaines', 'lundi']) expect(parseClockChange(wrong), wrong).toHaveProperty('error');
  });

  it('says the time as the school’s mails do, and how far from the real time', () => {
    expect(frenchLocalTime(Date.parse('2026-11-30T08:05:00Z'))).toBe('lundi 30 novembre 2026 à 9\u00a0h\u00a005');
    expect(frenchLocalTime(Date.parse('2026-12-01T16:00:00Z'))).toBe('mardi 1er décembre 2026 à 17\u00a0h\u00a000');
    expect(describeOffset(0)).toBe('à l’heure réelle');
    expect(describeOffset(2 * 24 * HOUR + 3 * HOUR)).toBe('en avance de 2\u00a0jours et 3\u00a0heures sur l’heure réelle');
    expect(describeOffset(-(24 * HOUR + 60_000))).toBe('en retard de 1\u00a0jour et 1\u00a0minute sur l’heure réelle');
  });

  it('keeps its offset beside the database, refuses more than a year, forgets it at reset', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'ecole-clock-')), 'db-clock.json');
    const clock = new LocalClock({ file });
    expect(clock.offsetMs).toBe(0);
    clock.set(2 * 24 * HOUR);
    expect(new LocalClock({ file }).offsetMs).toBe(2 * 24 * HOUR);
    expect(Math.abs(clock.now() - Date.now() - 2 * 24 * HOUR)).toBeLessThan(1000);
    expect(() => clock.set(400 * 24 * HOUR)).toThrow('L’horloge locale ne s’écarte pas de plus d’un an de l’heure réelle.');
    clock.set(0);
    expect(readClockOffset(file)).toBe(0);
  });
});

describe('the stand-in’s own files', () => {
  it('sit beside its database folder (PGlite wants its own empty), none for a database in memory', () => {
    expect(standInFiles('/repo/.local/supabase/db')).toEqual({
      secrets: '/repo/.local/supabase/db-secrets.json',
      clock: '/repo/.local/supabase/db-clock.json',
    });
    expect(standInFiles('/tmp/x/')).toEqual({ secrets: '/tmp/x-secrets.json', clock: '/tmp/x-clock.json' });
    expect(standInFiles('memory')).toBeUndefined();
    expect(standInDirs({ SUPABASE_DATA_DIR: '/d', SUPABASE_OUTBOX_DIR: '/o' })).toEqual({ dataDir: '/d', outboxDir: '/o' });
    expect(standInDirs({}).dataDir).toMatch(/\.local\/supabase\/db$/);
  });

  it('draws the functions’ secrets once, readable by their owner only', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'ecole-secrets-')), 'db-secrets.json');
    const first = localSecrets(file);
    expect(first.CONTACT_ACTION_SECRET).toMatch(/^[0-9a-f]{64}$/);
    expect(first.CONTACT_PROOF_SECRET).not.toBe(first.CONTACT_ACTION_SECRET);
    expect(localSecrets(file)).toEqual(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(first);
    expect(localSecrets(undefined)).not.toEqual(first);
  });
});
