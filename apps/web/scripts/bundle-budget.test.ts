import { describe, expect, it } from 'vitest';
import { budgetProblems, chunkIds, measureBundle, recordedSizes, type Manifest } from './bundle-budget';

/** A build like Scout's: an entry with static imports, a lazily loaded shell and routes sharing a chunk. */
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index-AAAAAAAA.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_react-BBBBBBBB.js', '_mui-CCCCCCCC.js'],
    dynamicImports: ['src/app/routes/dashboard.tsx', 'src/app/routes/report.tsx'],
  },
  '_react-BBBBBBBB.js': { file: 'assets/react-BBBBBBBB.js', name: 'react' },
  '_mui-CCCCCCCC.js': { file: 'assets/mui-CCCCCCCC.js', name: 'mui', imports: ['_react-BBBBBBBB.js'] },
  '_Dialog-DDDDDDDD.js': { file: 'assets/Dialog-DDDDDDDD.js', name: 'Dialog', imports: ['_mui-CCCCCCCC.js'] },
  'src/app/routes/dashboard.tsx': {
    file: 'assets/dashboard-EEEEEEEE.js',
    src: 'src/app/routes/dashboard.tsx',
    isDynamicEntry: true,
    imports: ['_react-BBBBBBBB.js', '_Dialog-DDDDDDDD.js'],
  },
  'src/app/routes/report.tsx': {
    file: 'assets/report-FFFFFFFF.js',
    src: 'src/app/routes/report.tsx',
    isDynamicEntry: true,
    imports: ['_Dialog-DDDDDDDD.js'],
  },
  'favicon.svg': { file: 'assets/favicon-GGGGGGGG.svg' },
};

/** The report route opens a lightbox lazily: the lightbox needs the report's chunk and the dialog chunk, loaded already. */
const nested: Manifest = {
  ...manifest,
  'src/app/routes/report.tsx': { ...manifest['src/app/routes/report.tsx']!, dynamicImports: ['src/lightbox.tsx'] },
  'src/lightbox.tsx': {
    file: 'assets/lightbox-HHHHHHHH.js',
    src: 'src/lightbox.tsx',
    isDynamicEntry: true,
    imports: ['src/app/routes/report.tsx', '_Dialog-DDDDDDDD.js'],
  },
};

const KB = 1024;
function gzipOf(sizes: Record<string, number>) {
  return (file: string) => {
    const size = sizes[file];
    if (size === undefined) throw new Error(`no size for ${file}`);
    return size;
  };
}
const fitting = gzipOf({
  'assets/index-AAAAAAAA.js': 20 * KB,
  'assets/react-BBBBBBBB.js': 95 * KB,
  'assets/mui-CCCCCCCC.js': 60 * KB,
  'assets/Dialog-DDDDDDDD.js': 10 * KB,
  'assets/dashboard-EEEEEEEE.js': 30 * KB,
  'assets/report-FFFFFFFF.js': 15 * KB,
});

describe('the bundle budget', () => {
  it("counts the entry and its static imports as the first load of '/', once each", () => {
    // act
    const sizes = measureBundle(manifest, fitting);

    // assess
    expect(sizes.initial.bytes).toBe(175 * KB);
    expect(sizes.initial.chunks.map((chunk) => chunk.id)).toEqual(['_react.js', '_mui.js', 'index.html']);
  });

  it('counts what each lazy chunk adds beyond the first load: itself and the shared chunks it needs', () => {
    const sizes = measureBundle(manifest, fitting);

    // The dashboard needs react (already loaded) and the dialog chunk (not yet): 30 + 10.
    expect(sizes.lazy).toEqual([
      expect.objectContaining({ id: 'src/app/routes/dashboard.tsx', ownBytes: 30 * KB, addedBytes: 40 * KB }),
      expect.objectContaining({ id: 'src/app/routes/report.tsx', ownBytes: 15 * KB, addedBytes: 25 * KB }),
    ]);
    expect(budgetProblems(sizes)).toEqual([]);
  });

  it('counts a lazy chunk opened from inside a route beyond what that route loaded already', () => {
    const sizes = measureBundle(nested, (file) => (file === 'assets/lightbox-HHHHHHHH.js' ? 5 * KB : fitting(file)));

    // The lightbox alone: the report route and the dialog chunk were loaded with the route.
    expect(sizes.lazy.find((route) => route.id === 'src/lightbox.tsx')).toEqual(
      expect.objectContaining({ ownBytes: 5 * KB, addedBytes: 5 * KB }),
    );
    expect(sizes.lazy.find((route) => route.id === 'src/app/routes/report.tsx')).toEqual(expect.objectContaining({ addedBytes: 25 * KB }));
  });

  it('names the initial chunk that grew since the recorded sizes, and by how much', () => {
    // prepare: sizes recorded from the fitting build; then the mui chunk grows by 40 KB
    const recorded = recordedSizes(measureBundle(manifest, fitting));
    const grown = (file: string) => (file === 'assets/mui-CCCCCCCC.js' ? 100 * KB : fitting(file));

    // act
    const problems = budgetProblems(measureBundle(manifest, grown), undefined, recorded);

    // assess
    expect(problems).toEqual([
      "Initial JS for '/' is 215.0 KB gzipped, 15.0 KB over the 200.0 KB budget. Grown since bundle-sizes.json: _mui.js +40.0 KB (60.0 KB → 100.0 KB).",
    ]);
  });

  it('names a lazy route over its budget, with the chunk that made it grow', () => {
    // prepare: the report route starts importing a new 95 KB charts chunk
    const withCharts: Manifest = {
      ...manifest,
      '_charts-HHHHHHHH.js': { file: 'assets/charts-HHHHHHHH.js', name: 'charts' },
      'src/app/routes/report.tsx': { ...manifest['src/app/routes/report.tsx']!, imports: ['_Dialog-DDDDDDDD.js', '_charts-HHHHHHHH.js'] },
    };
    const recorded = recordedSizes(measureBundle(manifest, fitting));
    const sizesWithCharts = (file: string) => (file === 'assets/charts-HHHHHHHH.js' ? 95 * KB : fitting(file));

    // act
    const problems = budgetProblems(measureBundle(withCharts, sizesWithCharts), undefined, recorded);

    // assess
    expect(problems).toEqual([
      'Lazy chunk src/app/routes/report.tsx (assets/report-FFFFFFFF.js) adds 120.0 KB gzipped to the first load, 20.0 KB over the ' +
        '100.0 KB budget. Grown since bundle-sizes.json: _charts.js +95.0 KB (new).',
    ]);
  });

  it('without recorded sizes, lists the chunks of what is over budget', () => {
    const problems = budgetProblems(measureBundle(manifest, fitting), { initialBytes: 100 * KB, lazyBytes: 100 * KB });

    expect(problems).toEqual([
      "Initial JS for '/' is 175.0 KB gzipped, 75.0 KB over the 100.0 KB budget. Its chunks: _react.js 95.0 KB, _mui.js 60.0 KB, index.html 20.0 KB.",
    ]);
  });

  it('keeps ids stable across builds (no hashes) and distinct when two chunks share a name', () => {
    const ids = chunkIds({
      '_index-AAAAAAAA.js': { file: 'assets/index-AAAAAAAA.js' },
      '_index-BBBBBBBB.js': { file: 'assets/index-BBBBBBBB.js' },
      'src/main.tsx': { file: 'assets/main-CCCCCCCC.js', src: 'src/main.tsx' },
    });

    expect([...ids.values()]).toEqual(['_index.js', '_index.js#2', 'src/main.tsx']);
  });
});
