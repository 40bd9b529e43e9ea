export { PageView, type PageViewProps, type SomeRenderers } from './PageView.tsx';
