import { page } from '@ecole/content/pages/site/contact';
import { contactForm } from '@ecole/sections/ContactForm';
import { hero } from '@ecole/sections/Hero';
import { pageRoute } from '@ecole/sections/pageRoute';

const route = pageRoute(page, { hero, contactForm });
export const meta = route.meta;
export default route.Component;
