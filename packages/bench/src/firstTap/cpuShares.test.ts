// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { type CpuProfile, cpuShares, scriptKind } from './cpuShares.ts';

describe('where a first tap’s JavaScript time went', () => {
  it('names each script by what it is to the page: React DOM’s chunk, an island’s, the boot entry', () => {
    expect(scriptKind('http://127.0.0.1:8080/assets/site/client-ChIoODDi.js')).toBe('react');
    expect(scriptKind('http://127.0.0.1:8080/assets/site/island-course-tabs-91yYp8E7.js')).toBe('island');
    expect(scriptKind('http://127.0.0.1:8080/assets/site/mountIsland-Bzj5qGot.js')).toBe('island');
    expect(scriptKind('http://127.0.0.1:8080/assets/site/boot/islands-953616f429ec845c.js')).toBe('boot');
    expect(scriptKind('http://127.0.0.1:8080/programmes/marketing-digital')).toBe('page');
    expect(scriptKind('')).toBe('engine');
  });

  it('sums each sample’s time (the gap to the next one) by kind, idle left out', () => {
    const profile: CpuProfile = {
      nodes: [
        { id: 1, callFrame: { url: '', functionName: '(root)' } },
        { id: 2, callFrame: { url: '', functionName: '(idle)' } },
        { id: 3, callFrame: { url: '/assets/site/client-a.js', functionName: 'performWorkUntilDeadline' } },
        { id: 4, callFrame: { url: '/assets/site/island-course-tabs-b.js', functionName: 'CourseTabsIsland' } },
        { id: 5, callFrame: { url: '', functionName: '(garbage collector)' } },
      ],
      samples: [2, 3, 3, 4, 5, 2],
      timeDeltas: [0, 5000, 1000, 2000, 500, 250],
    };
    expect(cpuShares(profile)).toEqual({ react: 3, island: 0.5, boot: 0, page: 0, engine: 0.25 });
  });
});
