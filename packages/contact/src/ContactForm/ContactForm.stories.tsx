import { ToastRegion } from '@ecole/ui/Toast';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { recordingClient } from '../test/recordingClient.ts';
import { ContactForm } from './ContactForm.tsx';

// The shared Storybook (packages/ui/.storybook) gives every story a MemoryRouter and
// <AppProvider app="site">; the form also needs the toasts the apps mount in their root layout.
const meta = {
  title: 'Contact/ContactForm',
  component: ContactForm,
  decorators: [
    (Story) => (
      <ToastRegion>
        <Story />
      </ToastRegion>
    ),
  ],
  parameters: { path: '/contact' },
  args: { reason: 'Formation IA', pagePath: '/contact' },
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Fill it in and send: the request is "stored", the success toast shows, the router goes to /thank-you. */
export const Idle: Story = { args: { client: recordingClient() } };

/** The database refuses the request: error toast, every typed value kept. */
export const Failing: Story = { args: { client: recordingClient({ insert: 'error' }) } };

/**
 * The database's flood budget refuses the request (too many sent in a short time): the refusal
 * toast with the school's e-mail and phone, every typed value kept.
 */
export const RefusedForVolume: Story = { args: { client: recordingClient({ insert: 'refused' }) } };

/** Three seconds of network: the button reads 'Envoi en cours...' and stays disabled. */
export const Slow: Story = { args: { client: recordingClient({ insertDelay: 3000 }) } };

/** The mail function is down: the visitor still sees a success, the request is stored. */
export const MailFunctionDown: Story = { args: { client: recordingClient({ invoke: 'error' }) } };

/** In a 375 px column, a common phone width: fields and button take the whole width. */
export const Phone: Story = {
  args: { client: recordingClient() },
  decorators: [
    (Story) => (
      <div style={{ width: 375, outline: '1px dashed #c9cfdb' }}>
        <Story />
      </div>
    ),
  ],
};
