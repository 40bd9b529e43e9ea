export { Breadcrumb, type BreadcrumbProps } from './Breadcrumb.tsx';
export { type BreadcrumbItem, type BreadcrumbTrail, breadcrumbItems, breadcrumbJsonLd } from './breadcrumbItems.ts';
