import * as RadixAccordion from '@radix-ui/react-accordion';
import type { ComponentProps, ReactNode } from 'react';
import type { Tone } from '../tokens/tokens.ts';
import { tone as toneClass } from '../tokens/tones.css.ts';
import * as styles from './Accordion.css.ts';

/** Spec §3 "FAQ item": question, answer, colour (one of the design system's tones). */
export interface FaqItem {
  question: string;
  answer: ReactNode;
  color?: Tone;
}

type RootProps = Omit<ComponentProps<typeof RadixAccordion.Root>, 'type' | 'collapsible' | 'value' | 'defaultValue' | 'onValueChange'> & {
  defaultValue?: string;
  value?: string;
  onValueChange?: (value: string) => void;
};

/**
 * Spec §4: one item open at a time, and every item can be closed again. Fixed here rather than
 * left to each page, so no FAQ can drift from the rule.
 */
function Root({ className, ...props }: RootProps) {
  return <RadixAccordion.Root {...props} type="single" collapsible className={join(styles.root, className)} />;
}

function Item({ className, color = 'primary', ...props }: ComponentProps<typeof RadixAccordion.Item> & { color?: Tone }) {
  return <RadixAccordion.Item {...props} data-tone={color} className={join(styles.item, toneClass[color], className)} />;
}

/** The question: a button inside a heading (level 3 by default), as the WAI-ARIA accordion pattern asks. */
function Trigger({ children, className, headingLevel = 3, ...props }: ComponentProps<typeof RadixAccordion.Trigger> & { headingLevel?: 2 | 3 | 4 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <RadixAccordion.Header asChild className={styles.header}>
      <Heading>
        <RadixAccordion.Trigger {...props} className={join(styles.trigger, className)}>
          {children}
          <svg className={styles.chevron} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <path d="M3 6l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </RadixAccordion.Trigger>
      </Heading>
    </RadixAccordion.Header>
  );
}

/**
 * The answer. Always mounted (`forceMount`): Radix would otherwise leave closed answers out of
 * the prerendered HTML, so crawlers and visitors without JavaScript would miss them. CSS hides
 * closed ones (`[data-state=closed]`), and Radix sets `hidden` on them after hydration too.
 */
function Content({ className, ...props }: Omit<ComponentProps<typeof RadixAccordion.Content>, 'forceMount'>) {
  return <RadixAccordion.Content {...props} forceMount className={join(styles.content, className)} />;
}

export const Accordion = { Root, Item, Trigger, Content };

export interface FaqAccordionProps {
  items: readonly FaqItem[];
  /** Index of the item open on arrival; none by default. */
  defaultOpenIndex?: number;
  headingLevel?: 2 | 3 | 4;
}

/** A list of questions and answers, ready for an FAQ section. */
export function FaqAccordion({ items, defaultOpenIndex, headingLevel }: FaqAccordionProps) {
  return (
    <Root defaultValue={defaultOpenIndex === undefined ? undefined : itemValue(defaultOpenIndex)}>
      {items.map((item, index) => (
        <Item key={itemValue(index)} value={itemValue(index)} color={item.color}>
          <Trigger headingLevel={headingLevel}>{item.question}</Trigger>
          <Content>{item.answer}</Content>
        </Item>
      ))}
    </Root>
  );
}

const itemValue = (index: number) => `question-${index + 1}`;

function join(...classNames: (string | undefined)[]): string {
  return classNames.filter(Boolean).join(' ');
}
