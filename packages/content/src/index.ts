// Facts of the school, French formatting, and the content model every page is written in.
// Page copy lives in `pages/<app>/<slug>.ts` and is imported by path
// (`@ecole/content/pages/site/faq`), so each route's bundle holds only its own page.

export * from './aiCourse.ts';
export * from './chrome.ts';
export * from './claims.ts';
export * from './contactReasons.ts';
export * from './courses.ts';
export * from './format.ts';
export * from './journey.ts';
export * from './model/courseInfo.ts';
export * from './model/link.ts';
export * from './model/page.ts';
export * from './model/pageModule.ts';
export * from './model/placeholder.ts';
export * from './model/sections.ts';
export * from './model/walk.ts';
export { typeset, typesetText } from './pages/typeset.ts';
export * from './replyPromises/index.ts';
export * from './school.ts';
export * from './seo/socialCard.ts';
