import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe.ts';
import { AppProvider, useCurrentApp } from './AppContext.tsx';

function ShowApp() {
  return <p>App : {useCurrentApp()}</p>;
}

describe('AppProvider', () => {
  it('tells components which app they render in', async () => {
    const { container } = render(
      <AppProvider app="entreprises">
        <ShowApp />
      </AppProvider>,
    );
    expect(screen.getByText('App : entreprises')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('lets the nearest provider win', () => {
    render(
      <AppProvider app="site">
        <AppProvider app="formation-ia">
          <ShowApp />
        </AppProvider>
      </AppProvider>,
    );
    expect(screen.getByText('App : formation-ia')).toBeInTheDocument();
  });

  it('fails loudly when an app forgot the provider', () => {
    const consoleError = console.error;
    console.error = () => {};
    try {
      expect(() => render(<ShowApp />)).toThrow(/AppProvider/);
    } finally {
      console.error = consoleError;
    }
  });
});
