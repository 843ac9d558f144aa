import { describe, expect, it } from 'vitest';
import { type BuildManifest, pageScriptFiles } from './buildManifest';

const manifest: BuildManifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react-2.js'] },
  '_react-2.js': { file: 'assets/react-2.js' },
  '_icons-3.js': { file: 'assets/icons-3.js', imports: ['_react-2.js'] },
  '_styles-4.css': { file: 'assets/styles-4.css' },
  'features/items/ItemDetailPage.tsx': {
    file: 'assets/ItemDetailPage-5.js',
    imports: ['index.html', '_icons-3.js', '_styles-4.css'],
  },
};

describe('pageScriptFiles', () => {
  it("lists the page's chunk and the scripts it adds to the entry's, not the entry's own", () => {
    expect(pageScriptFiles(manifest, 'features/items/ItemDetailPage.tsx')).toEqual([
      '/assets/ItemDetailPage-5.js',
      '/assets/icons-3.js',
    ]);
  });

  it('lists nothing for a page the build does not have', () => {
    expect(pageScriptFiles(manifest, 'features/items/Nope.tsx')).toEqual([]);
    expect(pageScriptFiles({}, 'features/items/ItemDetailPage.tsx')).toEqual([]);
  });
});
