import '@ecole/ui/tokens';
import { AppProvider } from '@ecole/ui/AppContext';
import type { Preview } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';

const preview: Preview = {
  parameters: {
    layout: 'padded',
  },
  // Every component may render links: give stories the router and app context the apps give.
  // A section's story brings its own (packages/sections/src/test/withApp.tsx) and uses this one here.
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
