import { DockerfileParser, type Env, type From } from 'dockerfile-ast';

/**
 * The environment the Dockerfile's final image sets (its ENV lines, and those of the stages it
 * is built on), as the server in a container starts with it under the service's own settings.
 */
export function imageEnvironmentOf(text: string): Record<string, string> {
  const dockerfile = DockerfileParser.parse(text);
  const froms = dockerfile.getFROMs();
  const startLine = (from: From) => from.getRange().start.line;
  const chain: From[] = [];
  for (let from = froms.at(-1); from && !chain.includes(from); ) {
    chain.unshift(from);
    const base = from.getImageName()?.toLowerCase();
    from = froms.find((stage) => stage !== from && stage.getBuildStage()?.toLowerCase() === base);
  }
  const environment: Record<string, string> = {};
  for (const from of chain) {
    const next = froms[froms.indexOf(from) + 1];
    const inStage = dockerfile.getENVs().filter((env) => {
      const line = env.getRange().start.line;
      return line > startLine(from) && (!next || line < startLine(next));
    });
    for (const property of inStage.flatMap((env: Env) => env.getProperties())) {
      environment[property.getName()] = property.getValue() ?? '';
    }
  }
  return environment;
}
