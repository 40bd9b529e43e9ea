export { Breadcrumb, type BreadcrumbProps } from './Breadcrumb.tsx';
export { breadcrumbItems, breadcrumbJsonLd, type BreadcrumbItem } from './breadcrumbItems.ts';
