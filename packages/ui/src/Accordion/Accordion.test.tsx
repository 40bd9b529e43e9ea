import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe.ts';
import { FaqAccordion, type FaqItem } from './Accordion.tsx';

const ITEMS: FaqItem[] = [
  { question: 'Qui peut candidater ?', answer: 'Les titulaires d’un Bac+2 ou équivalent.', color: 'primary' },
  { question: 'La formation est-elle payante ?', answer: 'Non, elle est financée par l’entreprise.', color: 'secondary' },
  { question: 'Les cours sont-ils à distance ?', answer: 'Oui, en visioconférence avec replay.' },
];

const trigger = (name: string) => screen.getByRole('button', { name });
const answer = (text: string) => screen.getByText(text);

describe('FaqAccordion', () => {
  it('starts fully collapsed with every answer hidden, questions as headed buttons', async () => {
    const { container } = render(<FaqAccordion items={ITEMS} />);
    for (const item of ITEMS) {
      const button = trigger(item.question);
      expect(button).toHaveAttribute('aria-expanded', 'false');
      expect(button.closest('h3')).not.toBeNull();
      expect(answer(item.answer as string)).not.toBeVisible();
    }
    await expectNoAxeViolations(container);
  });

  it('colours each item with its tone', () => {
    render(<FaqAccordion items={ITEMS} />);
    const items = ITEMS.map((item) => trigger(item.question).closest('[data-tone]'));
    expect(items.map((item) => item?.getAttribute('data-tone'))).toEqual(['primary', 'secondary', 'primary']);
    expect(items[0]!.className).not.toBe(items[1]!.className);
  });

  it('wires an open question to its answer region, labelled by the question', async () => {
    render(<FaqAccordion items={ITEMS} />);
    await userEvent.click(trigger(ITEMS[1]!.question));
    const region = document.getElementById(trigger(ITEMS[1]!.question).getAttribute('aria-controls')!);
    expect(region).toHaveTextContent(ITEMS[1]!.answer as string);
    expect(region).toHaveRole('region');
    expect(region).toHaveAccessibleName(ITEMS[1]!.question);
  });

  it('keeps one answer open at a time', async () => {
    const { container } = render(<FaqAccordion items={ITEMS} />);
    await userEvent.click(trigger(ITEMS[0]!.question));
    expect(answer(ITEMS[0]!.answer as string)).toBeVisible();
    expect(trigger(ITEMS[0]!.question)).toHaveAttribute('aria-expanded', 'true');

    await userEvent.click(trigger(ITEMS[1]!.question));
    expect(answer(ITEMS[1]!.answer as string)).toBeVisible();
    expect(answer(ITEMS[0]!.answer as string)).not.toBeVisible();
    expect(trigger(ITEMS[0]!.question)).toHaveAttribute('aria-expanded', 'false');
    await expectNoAxeViolations(container);
  });

  it('can be fully collapsed again', async () => {
    render(<FaqAccordion items={ITEMS} defaultOpenIndex={2} />);
    expect(answer(ITEMS[2]!.answer as string)).toBeVisible();
    await userEvent.click(trigger(ITEMS[2]!.question));
    expect(answer(ITEMS[2]!.answer as string)).not.toBeVisible();
    expect(screen.getAllByRole('button').every((button) => button.getAttribute('aria-expanded') === 'false')).toBe(true);
  });

  it('works from the keyboard: Enter and Space toggle, arrows move between questions', async () => {
    render(<FaqAccordion items={ITEMS} />);
    trigger(ITEMS[0]!.question).focus();
    await userEvent.keyboard('{Enter}');
    expect(answer(ITEMS[0]!.answer as string)).toBeVisible();
    await userEvent.keyboard('{ArrowDown}');
    expect(trigger(ITEMS[1]!.question)).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(answer(ITEMS[1]!.answer as string)).toBeVisible();
    expect(answer(ITEMS[0]!.answer as string)).not.toBeVisible();
    await userEvent.keyboard('{End}');
    expect(trigger(ITEMS[2]!.question)).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(trigger(ITEMS[0]!.question)).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(trigger(ITEMS[2]!.question)).toHaveFocus();
  });

  it('puts every answer in the server-rendered HTML, closed ones included', () => {
    const html = renderToString(<FaqAccordion items={ITEMS} />);
    for (const item of ITEMS) expect(html).toContain(item.answer as string);
    expect(html.match(/data-state="closed"/g)!.length).toBeGreaterThanOrEqual(ITEMS.length);
  });
});
