/** Shapes shared by the page copy modules (spec §3, display-only shapes). */

/** `href` is a site path (`/contact`), an in-page anchor (`#contact`) or an `https://` address. */
export interface LinkCopy {
  label: string;
  href: string;
}

export interface PageMetaCopy {
  title: string;
  description: string;
}

export interface StepCopy {
  title: string;
  description: string;
}

export interface CardCopy {
  title: string;
  description: string;
}

/** Spec §3's testimonial: `image` is a site path or address, hidden by the page if it fails. */
export interface TestimonialCopy {
  quote: string;
  author: string;
  role: string;
  image?: string;
  type: 'student' | 'company';
}
