import { fireEvent, screen } from '@testing-library/dom';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startInPageLinks } from './inPageLinks.ts';

const scrolled: ScrollIntoViewOptions[] = [];

beforeAll(() => {
  // jsdom lays nothing out: where the page scrolls to is recorded instead.
  Element.prototype.scrollIntoView = (options?: boolean | ScrollIntoViewOptions) => {
    scrolled.push(options as ScrollIntoViewOptions);
  };
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce') && reduceMotion }));
  stop = startInPageLinks();
});
afterAll(() => stop());

let stop = () => {};
let reduceMotion = false;

function openPage() {
  window.history.replaceState(null, '', '/formation-ia');
  document.body.innerHTML = [
    '<main><a href="#contact">Demander un devis</a><a href="#onglet-objectifs" role="tab">Objectifs</a>',
    '<section id="contact"><h2>Contact</h2></section><span id="onglet-objectifs"></span></main>',
  ].join('');
}

afterEach(() => {
  scrolled.length = 0;
  reduceMotion = false;
});

describe('in-page calls to action, as the boot entry starts them', () => {
  it('scroll smoothly to their section, move the focus there and show it in the address', () => {
    openPage();
    fireEvent.click(screen.getByRole('link', { name: 'Demander un devis' }));
    const section = document.getElementById('contact')!;
    expect(section).toHaveFocus();
    expect(section).toHaveAttribute('tabindex', '-1');
    expect(scrolled).toEqual([{ behavior: 'smooth', block: 'start' }]);
    expect(window.location.hash).toBe('#contact');
  });

  it('jump without motion for a visitor who asked for less', () => {
    openPage();
    reduceMotion = true;
    fireEvent.click(screen.getByRole('link', { name: 'Demander un devis' }));
    expect(scrolled).toEqual([{ behavior: 'auto', block: 'start' }]);
  });

  it('leave tabs, and clicks that open elsewhere, to the browser', () => {
    openPage();
    fireEvent.click(screen.getByRole('tab', { name: 'Objectifs' }));
    fireEvent.click(screen.getByRole('link', { name: 'Demander un devis' }), { ctrlKey: true });
    expect(scrolled).toEqual([]);
    expect(document.getElementById('contact')).not.toHaveFocus();
  });
});
