import type { ApplicationFormSection as ApplicationFormData } from '@ecole/content';
import { visuallyHidden } from '@ecole/ui/tokens';
import { SectionFrame } from '../../parts/SectionFrame/SectionFrame.tsx';
import * as styles from './ApplicationForm.css.ts';
import { APPLICATION_FRAME_HEIGHT, applicationFormConfig } from './applicationFormConfig.ts';

/**
 * The hosted application form in a 600 px frame with its provider's embed script (spec §2, §7),
 * and a link that opens the form in a new tab for when the frame cannot load (blocked, no frames).
 */
export function ApplicationFormSection({ section }: { section: ApplicationFormData }) {
  const { url, script } = applicationFormConfig();
  return (
    <SectionFrame id={section.id} title={section.title} intro={section.intro} tone={section.tone}>
      <iframe src={url} title={section.frameTitle} height={APPLICATION_FRAME_HEIGHT} className={styles.frame} loading="lazy" />
      <p className={styles.open}>
        <a href={url} target="_blank" rel="noopener">
          {section.openLabel}
          <span className={visuallyHidden}> (nouvel onglet)</span>
        </a>
      </p>
      {/* React 19 keeps one copy of an async script, wherever it is rendered. */}
      <script async src={script} />
    </SectionFrame>
  );
}
