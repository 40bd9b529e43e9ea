import type { Meta, StoryObj } from '@storybook/react-vite';
import { SmartLink } from '../SmartLink/SmartLink.tsx';
import { FIXTURE_APPS } from '../test/fixtures.ts';
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
    <AppProvider app={args.app}>
      <LinksFromApp />
    </AppProvider>
  ),
} satisfies Meta<typeof AppProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Site: Story = {};
export const Entreprises: Story = { args: { app: 'entreprises' } };
