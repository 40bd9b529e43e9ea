import { FIELD_LIMITS } from '@ecole/supabase/contact-contract';
import type { ReactNode } from 'react';
import { MESSAGES } from '../ContactForm/messages.ts';
import type { ContactFields, FieldErrors } from '../ContactForm/validateFields.ts';
import { Field, type FieldControlProps } from '../FormField/Field.tsx';
import * as formStyles from '../FormField/FormField.css.ts';

type Control = HTMLInputElement | HTMLTextAreaElement;

/** How the message field presents itself: a plain message, or an offer's missions (OfferFormFields). */
export interface MessageCopy {
  label: string;
  hint?: string;
  rows: number;
}

const PLAIN_MESSAGE: MessageCopy = { label: MESSAGES.labels.message, rows: 5 };

export interface ContactFieldListProps {
  /** The form's id prefix (useId): each field's id is `${idPrefix}-${name}`. */
  idPrefix: string;
  /** The visitor's fields to show, in this order. */
  fields: readonly (keyof ContactFields)[];
  errors: FieldErrors;
  /** Keeps each control, for the focus on the first field to correct. */
  controlRef: (name: keyof ContactFields, element: Control | null) => void;
  message?: MessageCopy;
}

/**
 * The fields every request shares (name, e-mail, optional phone, message), each posting under the
 * contract's column name so the form works without any script, bounded as the database bounds
 * them. Uncontrolled: the form reads the values (and hears the changes) itself.
 */
export function ContactFieldList({ idPrefix, fields, errors, controlRef, message = PLAIN_MESSAGE }: ContactFieldListProps) {
  const fieldId = (name: keyof ContactFields) => `${idPrefix}-${name}`;
  // What every visitor field shares: name, an empty start (uncontrolled), a ref for the focus.
  const bind = (name: keyof ContactFields) => ({
    id: fieldId(name),
    name,
    defaultValue: '',
    ref: (element: Control | null) => controlRef(name, element),
  });

  // A one-line field: bounded as the database bounds it, the browser's own checks and autofill.
  const line =
    (name: 'name' | 'email' | 'phone', type: string, autoComplete: string, required: boolean) =>
    ({ describedBy, invalid }: FieldControlProps) => (
      <input
        {...bind(name)}
        type={type}
        autoComplete={autoComplete}
        required={required}
        maxLength={FIELD_LIMITS[name]}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        className={formStyles.control}
      />
    );

  const render: Record<keyof ContactFields, () => ReactNode> = {
    name: () => (
      <Field key="name" id={fieldId('name')} label={MESSAGES.labels.name} error={errors.name}>
        {line('name', 'text', 'name', true)}
      </Field>
    ),
    email: () => (
      <Field key="email" id={fieldId('email')} label={MESSAGES.labels.email} error={errors.email}>
        {line('email', 'email', 'email', true)}
      </Field>
    ),
    phone: () => (
      <Field
        key="phone"
        id={fieldId('phone')}
        label={
          <>
            {MESSAGES.labels.phone} <span className={formStyles.optional}>{MESSAGES.labels.phoneOptional}</span>
          </>
        }
        hint={MESSAGES.phoneHint}
        error={errors.phone}
      >
        {line('phone', 'tel', 'tel', false)}
      </Field>
    ),
    message: () => (
      <Field key="message" id={fieldId('message')} label={message.label} hint={message.hint} error={errors.message}>
        {({ describedBy, invalid }) => (
          <textarea
            {...bind('message')}
            rows={message.rows}
            required
            maxLength={FIELD_LIMITS.message}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            className={formStyles.textarea}
          />
        )}
      </Field>
    ),
  };

  return <>{fields.map((name) => render[name]())}</>;
}
