export { Breadcrumb, type BreadcrumbProps } from './Breadcrumb.tsx';
export { type BreadcrumbItem, breadcrumbItems, breadcrumbJsonLd } from './breadcrumbItems.ts';
