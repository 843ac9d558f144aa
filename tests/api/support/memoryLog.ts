import { Writable } from 'node:stream';

/** A log stream kept in memory: what the app wrote, line by line, for a test to search. */
export function memoryLog() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  return {
    stream,
    lines,
    text: () => lines.join('\n'),
    clear: () => {
      lines.length = 0;
    },
  };
}
