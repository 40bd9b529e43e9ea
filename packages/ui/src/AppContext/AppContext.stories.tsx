import type { Meta, StoryObj } from '@storybook/react-vite';
import { SmartLink } from '../SmartLink/SmartLink.tsx';
import { FIXTURE_APPS, type FixtureApp, fixtureServesPath } from '../test/fixtures.ts';
import { AppProvider, useCurrentApp } from './AppContext.tsx';

function LinksFromApp() {
  const app = useCurrentApp();
  return (
    <ul>
      <li>Application courante : {app}</li>
      <li>
        <SmartLink href="/contact">/contact</SmartLink>
      </li>
      <li>
        <SmartLink href="/tpe">/tpe</SmartLink>
      </li>
      <li>
        <SmartLink href="/formation-ia">/formation-ia</SmartLink>
      </li>
    </ul>
  );
}

const meta = {
  title: 'Fondations/AppProvider',
  component: AppProvider,
  args: { app: 'site' },
  argTypes: { app: { control: 'select', options: FIXTURE_APPS } },
  render: (args) => (
    <AppProvider app={args.app} servesPath={fixtureServesPath(args.app as FixtureApp)}>
      <LinksFromApp />
    </AppProvider>
  ),
} satisfies Meta<typeof AppProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Site: Story = {};
export const Entreprises: Story = { args: { app: 'entreprises' } };
