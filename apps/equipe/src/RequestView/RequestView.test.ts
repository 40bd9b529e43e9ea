import { describe, expect, it } from 'vitest';
import { replyHref } from './RequestView.tsx';

describe('« Répondre par e-mail »', () => {
  it('opens a mail to the visitor with the reference in the subject, and nothing else in the link', () => {
    expect(replyHref({ email: 'camille.martin+ecole@example.fr', reference: '4F7A-1C2B' })).toBe(
      'mailto:camille.martin%2Becole@example.fr?subject=Votre%20demande%204F7A-1C2B',
    );
  });

  it('cannot be turned into more recipients or headers by the stored address', () => {
    const href = replyHref({ email: 'a@b.fr?cc=x@y.fr&body=pirate', reference: '4F7A-1C2B' });
    expect(href.split('?')).toHaveLength(2);
    expect(new URL(href).searchParams.get('cc')).toBeNull();
  });
});
