import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe.ts';
import { FaqAccordion, type FaqItem } from './Accordion.tsx';

const ITEMS: FaqItem[] = [
  { question: 'Qui peut candidater ?', answer: 'Les titulaires d’un Bac+2 ou équivalent.', color: 'primary' },
  { question: 'La formation est-elle payante ?', answer: 'Non, elle est financée par l’entreprise.', color: 'secondary' },
  { question: 'Les cours sont-ils à distance ?', answer: 'Oui, en visioconférence avec replay.' },
];

const question = (text: string) => screen.getByText(text).closest('summary')!;
const answer = (text: string) => screen.getByText(text);

// jsdom knows <details>/<summary> (open, toggled by a click) but not the `name` grouping, which
// Chromium applies: the e2e suite checks one-open-at-a-time in a real browser.
describe('FaqAccordion', () => {
  it('starts fully collapsed with every answer hidden, each question a heading in a summary', async () => {
    const { container } = render(<FaqAccordion items={ITEMS} />);
    for (const item of ITEMS) {
      expect(question(item.question).parentElement).not.toHaveAttribute('open');
      expect(question(item.question).querySelector('h3')).toHaveTextContent(item.question);
      expect(answer(item.answer as string)).not.toBeVisible();
    }
    await expectNoAxeViolations(container);
  });

  it('colours each item with its tone', () => {
    render(<FaqAccordion items={ITEMS} />);
    const items = ITEMS.map((item) => question(item.question).closest('[data-tone]'));
    expect(items.map((item) => item?.getAttribute('data-tone'))).toEqual(['primary', 'secondary', 'primary']);
    expect(items[0]!.className).not.toBe(items[1]!.className);
  });

  it('groups the items of one list (one open at a time), and separates two lists', () => {
    render(
      <>
        <FaqAccordion items={ITEMS} />
        <FaqAccordion items={ITEMS.slice(0, 1)} />
      </>,
    );
    const names = [...document.querySelectorAll('details')].map((details) => details.getAttribute('name'));
    expect(names[0]).toBeTruthy();
    expect(names.slice(0, 3)).toEqual([names[0], names[0], names[0]]);
    expect(names[3]).not.toBe(names[0]);
  });

  it('opens an answer on its question and closes it again', async () => {
    render(<FaqAccordion items={ITEMS} />);
    await userEvent.click(question(ITEMS[1]!.question));
    expect(answer(ITEMS[1]!.answer as string)).toBeVisible();
    await userEvent.click(question(ITEMS[1]!.question));
    expect(answer(ITEMS[1]!.answer as string)).not.toBeVisible();
  });

  it('can start with one answer open', () => {
    render(<FaqAccordion items={ITEMS} defaultOpenIndex={2} />);
    expect(answer(ITEMS[2]!.answer as string)).toBeVisible();
    expect(answer(ITEMS[0]!.answer as string)).not.toBeVisible();
  });

  it('puts every answer in the server-rendered HTML, closed ones included, with no script needed', () => {
    const html = renderToString(<FaqAccordion items={ITEMS} />);
    for (const item of ITEMS) expect(html).toContain(item.answer as string);
    expect(html.match(/<details/g)).toHaveLength(ITEMS.length);
    expect(html.match(/<summary/g)).toHaveLength(ITEMS.length);
  });
});
