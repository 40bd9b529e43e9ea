export { Field, type FieldControlProps } from './Field.tsx';
export * as formStyles from './FormField.css.ts';
