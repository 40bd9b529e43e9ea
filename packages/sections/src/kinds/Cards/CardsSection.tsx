import { ACCENTS, type CardsSection as CardsData } from '@ecole/content';
import { CallToAction } from '@ecole/ui/CallToAction';
import { Card } from '@ecole/ui/Card';
import { Grid } from '@ecole/ui/Grid';
import { TickList } from '@ecole/ui/TickList';
import { ActionRow } from '../../parts/ActionRow/ActionRow.tsx';
import { RichText } from '../../parts/RichText/RichText.tsx';
import { SectionFrame } from '../../parts/SectionFrame/SectionFrame.tsx';

/** Cards side by side (advantages, profiles, offers), each with its colour, ticks and button. */
export function CardsSection({ section }: { section: CardsData }) {
  return (
    <SectionFrame id={section.id} title={section.title} intro={section.intro} tone={section.tone}>
      <Grid as="ul" columns={section.columns ?? 'auto'}>
        {section.items.map((item, index) => (
          <Card
            key={item.title}
            as="li"
            title={item.title}
            description={item.description === undefined ? undefined : <RichText text={item.description} />}
            tone={item.accent ?? ACCENTS[index % ACCENTS.length]}
          >
            {item.bullets || item.action ? (
              <>
                {item.bullets && <TickList items={item.bullets} />}
                {item.action && (
                  <CallToAction href={item.action.href} variant={item.action.style ?? 'primary'}>
                    {item.action.label}
                  </CallToAction>
                )}
              </>
            ) : undefined}
          </Card>
        ))}
      </Grid>
      <ActionRow actions={section.actions} onBrand={section.tone === 'brand'} />
    </SectionFrame>
  );
}
