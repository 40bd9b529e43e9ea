import type { Preview } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { AppProvider } from '../src/AppContext/AppContext.tsx';
import '../src/tokens/index.ts';

const preview: Preview = {
  parameters: {
    layout: 'padded',
  },
  // Every component may render links: give stories the router and app context the apps give.
  decorators: [
    (Story, context) => (
      <MemoryRouter initialEntries={[(context.parameters.path as string | undefined) ?? '/']}>
        <AppProvider app="site">
          <Story />
        </AppProvider>
      </MemoryRouter>
    ),
  ],
};

export default preview;
