import type { Meta, StoryObj } from '@storybook/react-vite';
import { Field } from './Field.tsx';
import { Select } from './Select.tsx';
import { Textarea } from './Textarea.tsx';
import { TextInput } from './TextInput.tsx';

const meta = {
  title: 'Formulaires/Field',
  component: Field,
  args: { id: 'champ', label: 'Votre e-mail', children: () => null },
  render: (args) => (
    <div style={{ maxWidth: '40rem' }}>
      <Field {...args}>
        {({ describedBy, invalid }) => <TextInput id={args.id} type="email" name="email" aria-describedby={describedBy} aria-invalid={invalid || undefined} />}
      </Field>
    </div>
  ),
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ParDefaut: Story = {};
export const AvecAide: Story = { args: { hint: 'Nous vous répondons à cette adresse.' } };
export const EnErreur: Story = { args: { hint: 'Nous vous répondons à cette adresse.', error: 'Indiquez une adresse e-mail valide.' } };

/** Each control of the design system in its field. */
export const TousLesChamps: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16, maxWidth: '40rem' }}>
      <Field id="nom" label="Nom">
        {({ describedBy }) => <TextInput id="nom" name="nom" autoComplete="name" aria-describedby={describedBy} />}
      </Field>
      <Field id="motif" label="Motif" hint="Le service qui vous répondra.">
        {({ describedBy }) => (
          <Select id="motif" name="motif" defaultValue="" aria-describedby={describedBy}>
            <option value="">Choisissez</option>
            <option value="candidature">Candidature</option>
            <option value="entreprise">Recruter un alternant</option>
          </Select>
        )}
      </Field>
      <Field id="message" label="Message">
        {({ describedBy }) => <Textarea id="message" name="message" rows={5} aria-describedby={describedBy} />}
      </Field>
    </div>
  ),
};
