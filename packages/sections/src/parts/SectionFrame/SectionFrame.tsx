import type { RichText as RichTextData, SectionTone } from '@ecole/content';
import { Section } from '@ecole/ui/Section';
import type { ReactNode } from 'react';
import { RichText } from '../RichText/RichText.tsx';

export interface SectionFrameProps {
  id?: string;
  title?: string;
  intro?: RichTextData;
  tone?: SectionTone;
  width?: 'narrow' | 'default' | 'wide';
  children?: ReactNode;
}

/** What every section shares: its band (tone), anchor, `<h2>` and lead paragraph. */
export function SectionFrame({ id, title, intro, tone, width, children }: SectionFrameProps) {
  return (
    <Section id={id} title={title} intro={intro === undefined ? undefined : <RichText text={intro} />} tone={tone} width={width}>
      {children}
    </Section>
  );
}
