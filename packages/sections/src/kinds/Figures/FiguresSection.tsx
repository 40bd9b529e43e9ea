import { ACCENTS, type FiguresSection as FiguresData } from '@ecole/content';
import { Grid } from '@ecole/ui/Grid';
import { KeyFigure } from '@ecole/ui/KeyFigure';
import { SmartLink } from '@ecole/ui/SmartLink';
import { RichText } from '../../parts/RichText/RichText.tsx';
import { SectionFrame } from '../../parts/SectionFrame/SectionFrame.tsx';
import * as styles from './Figures.css.ts';

/**
 * Key figures, each with the page that backs it when there is one: a claim's source once published
 * (with its period and cohort), or its status while it is being checked (`claimFigure`).
 */
export function FiguresSection({ section }: { section: FiguresData }) {
  return (
    <SectionFrame id={section.id} title={section.title} intro={section.intro} tone={section.tone ?? 'surface'}>
      <Grid as="ul">
        {section.items.map((item, index) => (
          <li key={item.label} className={styles.item}>
            <KeyFigure value={item.value} label={item.label} tone={ACCENTS[index % ACCENTS.length]} />
            {item.detail !== undefined && <p className={styles.detail}>{item.detail}</p>}
            {item.source && (
              <SmartLink href={item.source.href} className={styles.source}>
                {item.source.label}
              </SmartLink>
            )}
          </li>
        ))}
      </Grid>
      {section.note !== undefined && (
        <p className={styles.note}>
          <RichText text={section.note} />
        </p>
      )}
    </SectionFrame>
  );
}
