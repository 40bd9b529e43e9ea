export { TESTIMONIAL_TYPES, Testimonial, type TestimonialProps, type TestimonialType } from './Testimonial.tsx';
