import { defineDomTestConfig } from '@ecole/test-config/vitest';

// One jsdom and one module graph for all the files (issue 36: the suite in a third of its time).
// The files share no module state: they pass in any order (`vitest run --sequence.shuffle`). A
// suite that mocks modules (`vi.mock`) or keeps state in a module needs isolation: contact and
// browser keep it.
export default defineDomTestConfig({ isolate: false });
