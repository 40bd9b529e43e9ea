import type { ProseBlock } from '@ecole/content';
import { RichText } from '../RichText/RichText.tsx';
import * as styles from './Prose.css.ts';

export interface ProseProps {
  blocks: readonly ProseBlock[];
  /** Level of the block headings: 3 under a section's `<h2>`, 4 inside a tab panel. */
  headingLevel?: 3 | 4;
}

/** Running text: paragraphs, headings, lists and term/description pairs. */
export function Prose({ blocks, headingLevel = 3 }: ProseProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <div className={styles.root}>
      {blocks.map((block, index) => {
        switch (block.type) {
          case 'paragraph':
            return (
              <p key={index}>
                <RichText text={block.text} />
              </p>
            );
          case 'heading':
            return (
              <Heading key={index} className={styles.heading}>
                {block.text}
              </Heading>
            );
          case 'list': {
            const List = block.ordered ? 'ol' : 'ul';
            return (
              <List key={index} className={styles.list}>
                {block.items.map((item, itemIndex) => (
                  <li key={itemIndex}>
                    <RichText text={item} />
                  </li>
                ))}
              </List>
            );
          }
          case 'definitions':
            return (
              <dl key={index} className={styles.definitions}>
                {block.items.map((item) => (
                  <div key={item.term}>
                    <dt className={styles.term}>{item.term}</dt>
                    <dd className={styles.description}>
                      <RichText text={item.description} />
                    </dd>
                  </div>
                ))}
              </dl>
            );
          default:
            // Unreachable while the switch covers every kind (TypeScript checks `never`).
            return assertNever(block);
        }
      })}
    </div>
  );
}

function assertNever(block: never): never {
  throw new Error(`Bloc de texte inconnu : ${JSON.stringify(block)}`);
}
