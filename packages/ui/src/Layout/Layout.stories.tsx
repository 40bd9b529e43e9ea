import type { Meta, StoryObj } from '@storybook/react-vite';
import { FIXTURE_BARE_LINKS, FIXTURE_CHROME } from '../test/fixtures.ts';
import { BareChrome, SiteChrome } from './Layout.tsx';

const meta = {
  title: 'Mise en page/Chrome',
  component: SiteChrome,
  parameters: { layout: 'fullscreen', path: '/programmes/marketing-digital' },
  args: {
    ...FIXTURE_CHROME,
    children: (
      <div style={{ padding: 24 }}>
        <h1>Bachelor Marketing Digital</h1>
        <p>Contenu de la page.</p>
      </div>
    ),
  },
} satisfies Meta<typeof SiteChrome>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Site: Story = {};
export const SansEnTete: Story = { render: (args) => <BareChrome legalLinks={FIXTURE_BARE_LINKS}>{args.children}</BareChrome> };
