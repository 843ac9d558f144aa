import {
  Add,
  Cmd,
  Copy,
  DockerfileParser,
  Entrypoint,
  Healthcheck,
  type Instruction,
  type JSONInstruction,
  User,
} from 'dockerfile-ast';
import { validate } from 'dockerfile-utils';
import type { IgnoredPath } from './dockerignore';
import { imagePinningProblem } from './imageReference';

/** The repository as a build would see it: which files exist, which .dockerignore leaves out. */
export interface BuildContext {
  exists: (path: string) => boolean;
  ignored: IgnoredPath;
}

/**
 * npm and its kind start node as a child: the stop signal reaches them first, and the server's
 * graceful shutdown then depends on how each relays it and whether it waits for the child.
 */
const PACKAGE_MANAGERS = new Set(['npm', 'npx', 'yarn', 'pnpm']);
/** A shell as PID 1 does not pass SIGTERM on to the server it started. */
const SHELLS = new Set(['sh', 'bash', 'dash', 'ash', 'zsh']);

function lineOf(instruction: Instruction): number {
  return instruction.getRange().start.line + 1;
}

function at(instruction: Instruction, message: string): string {
  return `line ${lineOf(instruction)}: ${message}`;
}

function validatorProblems(text: string): string[] {
  return validate(text).map(
    (diagnostic) => `line ${diagnostic.range.start.line + 1}: ${diagnostic.message}`,
  );
}

/** The sources of a COPY or ADD: its arguments less flags and the destination. */
function pathArguments(instruction: JSONInstruction): string[] {
  const json = instruction.getJSONStrings();
  const values = json.length
    ? json.map((argument) => argument.getJSONValue())
    : instruction.getArguments().map((argument) => argument.getValue());
  return values.slice(0, -1);
}

function contextPath(source: string): string {
  return source.replace(/^(\.\/|\/)+/, '') || '.';
}

function sourceProblems(instruction: Copy | Add, context: BuildContext): string[] {
  const fromStage = instruction.getFlags().some((flag) => flag.getName() === 'from');
  if (fromStage || (instruction instanceof Copy && instruction.getHeredocs().length)) return [];
  const keyword = instruction.getKeyword();
  return pathArguments(instruction).flatMap((source) => {
    if (/^[a-z]+:\/\//i.test(source) || source.startsWith('git@')) return [];
    const path = contextPath(source);
    if (/[*?[]/.test(path)) {
      return [at(instruction, `${keyword} ${source}: name each path; a pattern cannot be checked`)];
    }
    if (!context.exists(path)) {
      return [at(instruction, `${keyword} ${source}: no such file or directory in the repository`)];
    }
    if (context.ignored(path)) {
      return [at(instruction, `${keyword} ${source}: .dockerignore keeps it out of the build`)];
    }
    return [];
  });
}

function execFormProblems(instruction: JSONInstruction, what: string): string[] {
  const words = instruction.getJSONStrings().map((argument) => argument.getJSONValue());
  if (!instruction.getOpeningBracket() || words.length === 0) {
    return [
      at(instruction, `${what} must be in exec form (["node", ...]): a shell would be PID 1`),
    ];
  }
  const program = words[0] ?? '';
  if (SHELLS.has(program.slice(program.lastIndexOf('/') + 1))) {
    return [at(instruction, `${what} starts ${program}: a shell would be PID 1, run node`)];
  }
  if (PACKAGE_MANAGERS.has(program)) {
    return [
      at(
        instruction,
        `${what} starts ${program}, which stands between SIGTERM and the server: run node`,
      ),
    ];
  }
  return [];
}

function finalStageProblems(stage: Instruction[], stageLine: number): string[] {
  const problems: string[] = [];
  const where = `the final stage (line ${stageLine})`;
  const user = stage.filter((instruction) => instruction instanceof User).at(-1);
  const userName = user?.getArgumentsContent()?.split(':')[0]?.trim();
  if (!user || !userName) problems.push(`${where} has no USER: it would run as root`);
  else if (userName === 'root' || userName === '0') problems.push(at(user, 'USER is root'));

  const healthcheck = stage.filter((instruction) => instruction instanceof Healthcheck).at(-1);
  if (!healthcheck) problems.push(`${where} has no HEALTHCHECK`);
  else if (healthcheck.getSubcommand()?.getValue().toUpperCase() === 'NONE') {
    problems.push(at(healthcheck, 'HEALTHCHECK NONE turns the health check off'));
  }

  const command = stage.filter((instruction) => instruction instanceof Cmd).at(-1);
  if (!command) problems.push(`${where} has no CMD`);
  else problems.push(...execFormProblems(command, 'CMD'));
  const entrypoint = stage.filter((instruction) => instruction instanceof Entrypoint).at(-1);
  if (entrypoint) problems.push(...execFormProblems(entrypoint, 'ENTRYPOINT'));
  return problems;
}

/** What is wrong with a Dockerfile: the validator's diagnostics, then this project's rules. */
export function checkDockerfile(text: string, context: BuildContext): string[] {
  const problems = validatorProblems(text);
  const dockerfile = DockerfileParser.parse(text);
  const froms = dockerfile.getFROMs();
  const lastFrom = froms.at(-1);
  if (!lastFrom) return [...problems, 'no FROM: not a Dockerfile'];
  if (froms.length < 2) {
    problems.push('one stage only: build in one stage and run in another, so build tools stay out');
  }

  const stageNames = new Set<string>();
  for (const from of froms) {
    const image = from.getImage() ?? '';
    if (!stageNames.has(image.toLowerCase())) {
      const problem = imagePinningProblem(image);
      if (problem) problems.push(at(from, `FROM ${problem}`));
    }
    const stage = from.getBuildStage();
    if (stage) stageNames.add(stage.toLowerCase());
  }

  const instructions = dockerfile.getInstructions();
  for (const instruction of instructions) {
    if (instruction instanceof Copy || instruction instanceof Add) {
      problems.push(...sourceProblems(instruction, context));
    }
  }
  const finalStage = instructions.filter((instruction) => lineOf(instruction) > lineOf(lastFrom));
  problems.push(...finalStageProblems(finalStage, lineOf(lastFrom)));
  return problems;
}
