export { Testimonial, TESTIMONIAL_TYPES, type TestimonialProps, type TestimonialType } from './Testimonial.tsx';
