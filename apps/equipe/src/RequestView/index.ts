export { RequestView, replyHref } from './RequestView.tsx';
