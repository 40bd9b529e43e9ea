import { ContactForm } from '@ecole/contact/ContactForm';
import type { ContactFormIslandProps } from '../../parts/Island/islands.ts';

/** The contact form island: which of the three forms the section asked for (data, for the page's JSON). */
export function ContactFormIsland(props: ContactFormIslandProps) {
  switch (props.form) {
    case 'choice':
      return <ContactForm reasonChoice pagePath={props.pagePath} experimentVariant={props.experimentVariant} />;
    case 'offer':
      return <ContactForm offer pagePath={props.pagePath} experimentVariant={props.experimentVariant} />;
    default:
      return <ContactForm reason={props.reason} pagePath={props.pagePath} experimentVariant={props.experimentVariant} />;
  }
}
