import { clsx } from 'clsx';
import { type ComponentProps, createContext, type ReactNode, useContext, useId } from 'react';
import type { Tone } from '../tokens/tokens.ts';
import { tone as toneClass } from '../tokens/tones.css.ts';
import * as styles from './Accordion.css.ts';

/** Spec §3 "FAQ item": question, answer, colour (one of the design system's tones). */
export interface FaqItem {
  question: string;
  answer: ReactNode;
  color?: Tone;
}

/** The group an item belongs to: the `name` its `<details>` share. */
const GroupContext = createContext<string | undefined>(undefined);

/**
 * Spec §4: one item open at a time, and every item can be closed again. Native disclosure
 * elements (`<details name>`), so the questions open and close with no script at all: before
 * hydration, with JavaScript off or blocked, and at no JavaScript cost (DESIGN.md §2.2). Items of
 * one Root share a `name`: the browser closes the open one when another opens.
 */
function Root({ className, ...props }: ComponentProps<'div'>) {
  const group = useId();
  return (
    <GroupContext.Provider value={group}>
      <div {...props} className={clsx(styles.root, className)} />
    </GroupContext.Provider>
  );
}

function Item({
  className,
  color = 'primary',
  defaultOpen = false,
  ...props
}: Omit<ComponentProps<'details'>, 'open' | 'name'> & { color?: Tone; defaultOpen?: boolean }) {
  const group = useContext(GroupContext);
  return (
    <details
      {...props}
      name={group}
      // Only the first render sets it; the browser keeps the state from then on.
      open={defaultOpen || undefined}
      data-tone={color}
      className={clsx(styles.item, toneClass[color], className)}
    />
  );
}

/** The question: the item's `<summary>` (a button for assistive technologies), holding a heading. */
function Trigger({ children, className, headingLevel = 3, ...props }: ComponentProps<'summary'> & { headingLevel?: 2 | 3 | 4 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <summary {...props} className={clsx(styles.trigger, className)}>
      <Heading className={styles.header}>{children}</Heading>
      <svg className={styles.chevron} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <path d="M3 6l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
    </summary>
  );
}

/** The answer: in the HTML whether open or not, so crawlers and every visitor have it. */
function Content({ className, ...props }: ComponentProps<'div'>) {
  return <div {...props} className={clsx(styles.content, className)} />;
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
    <Root>
      {items.map((item, index) => (
        <Item key={index} color={item.color} defaultOpen={index === defaultOpenIndex}>
          <Trigger headingLevel={headingLevel}>{item.question}</Trigger>
          <Content>{item.answer}</Content>
        </Item>
      ))}
    </Root>
  );
}
