/** What the compose rules need to know of the server and the repository. */
export interface ComposeContext {
  /** Every setting the server reads (the keys of its environment schema). */
  settingNames: ReadonlySet<string>;
  /** Why the server would refuse to start with these settings; nothing when it would start. */
  settingProblems: (environment: Record<string, string>) => string[];
  /** What the image sets itself (its ENV lines), under the service's own environment. */
  imageEnvironment: Readonly<Record<string, string>>;
  /** The server's port when PORT is set nowhere. */
  defaultPort: number;
  exists: (path: string) => boolean;
  readFile: (path: string) => string;
}
