// The browser's entry of the « contact-form » island (listed in index.ts, built by @ecole/app-build's viteConfig.js, started by the boot entry).
import { ContactFormIsland } from '../../../kinds/ContactForm/ContactFormIsland.tsx';
import { mountIsland } from '../mountIsland.tsx';

export default mountIsland('contact-form', ContactFormIsland);
