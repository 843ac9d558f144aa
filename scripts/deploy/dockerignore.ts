/**
 * The paths a .dockerignore file keeps out of the build context, as Docker reads it: one pattern
 * a line (`#` starts a comment), `*` and `?` within one path segment, `**` across any number of
 * them, `!` bringing back what an earlier line excluded; the last line that matches decides, and
 * a path is excluded when a directory above it is.
 */
export type IgnoredPath = (path: string) => boolean;

interface Rule {
  pattern: RegExp;
  excludes: boolean;
}

function segmentPattern(glob: string): string {
  let source = '';
  for (const character of glob) {
    if (character === '*') source += '[^/]*';
    else if (character === '?') source += '[^/]';
    else source += character.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return source;
}

function globPattern(glob: string): RegExp {
  const segments = glob.split('/').filter((segment) => segment !== '' && segment !== '.');
  const source = segments
    .map((segment, index) => {
      const last = index === segments.length - 1;
      if (segment === '**') return last ? '.*' : '(?:.*/)?';
      return segmentPattern(segment) + (last ? '' : '/');
    })
    .join('');
  return new RegExp(`^${source}$`);
}

function rulesOf(text: string): Rule[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const excludes = !line.startsWith('!');
      return { pattern: globPattern(excludes ? line : line.slice(1).trim()), excludes };
    });
}

/** The path and each directory above it: `a/b/c` gives `a`, `a/b`, `a/b/c`. */
function pathAndParents(path: string): string[] {
  const segments = path.split('/').filter((segment) => segment !== '' && segment !== '.');
  return segments.map((_, index) => segments.slice(0, index + 1).join('/'));
}

export function dockerignoreOf(text: string): IgnoredPath {
  const rules = rulesOf(text);
  return (path) => {
    const candidates = pathAndParents(path);
    let excluded = false;
    for (const rule of rules) {
      if (candidates.some((candidate) => rule.pattern.test(candidate))) excluded = rule.excludes;
    }
    return excluded;
  };
}

/**
 * What must never reach a build: secrets (.env), the host's installed and built output (the
 * image makes its own, for its own platform), local data, test output and the history.
 */
const KEPT_OUT = [
  ['.env', 'it holds secrets'],
  ['node_modules', 'the image installs its own, for Linux'],
  ['dist', 'the image builds its own'],
  ['data', 'local databases and uploads'],
  ['.git', "the repository's history"],
  ['.tmp', 'scratch output'],
  ['test-results', 'test output'],
  ['playwright-report', 'test output'],
] as const;

export function dockerignoreProblems(ignored: IgnoredPath): string[] {
  return KEPT_OUT.filter(([path]) => !ignored(path)).map(
    ([path, why]) => `${path} is not excluded (${why})`,
  );
}
