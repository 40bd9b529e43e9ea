// `?no-inline`: Vite would otherwise inline this small file as a data: URL; a hashed file is
// cached once for every page and can be referenced from JSON-LD (@ecole/sections/pageMeta).

// `?inline`: the same file as a data: URL (547 bytes), for the logo painted on the page. A request
// of its own before the largest paint cost about 0.1 s of Lighthouse's LCP on slow 4G (issue 39:
// /tpe 0.89 → 0.79, /formation-ia 0.88 → 0.81 of the floor); the CSP's `img-src` allows `data:`.
import logoData from './logo.svg?inline';
import logoUrl from './logo.svg?no-inline';

export { logoData, logoUrl };
