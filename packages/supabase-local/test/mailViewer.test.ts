import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAIL_VIEWER_LIMIT, mailViewerPage, readOutbox } from '../src/mailViewer.ts';

function outboxWith(count: number): string {
  const dir = mkdtempSync(join(tmpdir(), 'ecole-viewer-'));
  for (let index = 0; index < count; index += 1) {
    const at = new Date(Date.UTC(2026, 10, 28, 8, 0, index)).toISOString();
    writeFileSync(
      join(dir, `${at.replaceAll(':', '-')}-${String(index).padStart(8, '0')}.json`),
      JSON.stringify({
        id: String(index),
        received_at: at,
        payload: { from: 'site@localhost', to: ['moi@example.org'], subject: `Mail ${index}`, text: `Code\n\n    12345${index % 10}\n` },
      }),
    );
  }
  return dir;
}

describe('the local mail viewer', () => {
  it('lists the newest mails first, at most a page of them, with their text as sent', () => {
    const entries = readOutbox(outboxWith(MAIL_VIEWER_LIMIT + 5));
    expect(entries).toHaveLength(MAIL_VIEWER_LIMIT);
    expect(entries[0]!.payload.subject).toBe(`Mail ${MAIL_VIEWER_LIMIT + 4}`);
    const page = mailViewerPage(entries);
    expect(page).toContain('<html lang="fr">');
    expect(page).toContain('Pour moi@example.org, le 28/11/2026 09:00:54');
    expect(page).toContain('<pre>Code\n\n    123454\n</pre>');
  });

  it('escapes what a visitor may have written, and runs nothing', () => {
    const page = mailViewerPage([
      {
        id: 'x',
        received_at: '2026-11-28T08:00:00Z',
        payload: {
          from: 'a@b.fr',
          to: 'ecole@example.org',
          subject: 'Nouvelle demande : <script>alert(1)</script>',
          html: '<p>Bonjour <img src=x onerror=alert(1)></p>',
        },
      },
    ]);
    expect(page).not.toContain('<script>');
    expect(page).not.toContain('<img');
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page).toContain('Bonjour');
  });

  it('says so when the outbox is empty or missing', () => {
    expect(mailViewerPage(readOutbox(join(tmpdir(), 'pas-de-dossier-ici')))).toContain('Aucun mail pour l’instant.');
  });
});
