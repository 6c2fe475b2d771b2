/**
 * Reads a Dockerfile into its stages, for the test that runs them (scripts/dockerfile.faults.test.ts). It
 * understands the instructions and flags Arcana's Dockerfile uses and refuses anything else by line, so a
 * new instruction makes the test say what it cannot check instead of skipping it.
 */

/** A command in exec form (`["node", "main.js"]`, run as it is) or shell form (run by `/bin/sh -c`). */
export type Command = { exec: string[] } | { shell: string };

export type Instruction = { line: number } & (
  | { kind: 'ENV'; variables: Record<string, string> }
  | { kind: 'WORKDIR'; path: string }
  | { kind: 'COPY'; from: string | undefined; sources: string[]; destination: string }
  | { kind: 'RUN'; command: Command }
  | { kind: 'USER'; user: string }
  | { kind: 'VOLUME'; paths: string[] }
  | { kind: 'EXPOSE'; ports: string[] }
  | { kind: 'HEALTHCHECK'; options: Record<string, string>; command: Command }
  | { kind: 'CMD'; command: Command }
);

export interface Stage {
  image: string;
  name: string | undefined;
  instructions: Instruction[];
}

export class DockerfileError extends Error {
  override name = 'DockerfileError';
}

interface RawInstruction {
  line: number;
  keyword: string;
  rest: string;
}

/** Joins continued lines (a trailing backslash) and drops comments and blank lines, as the builder does. */
function rawInstructions(text: string): RawInstruction[] {
  const instructions: RawInstruction[] = [];
  let pending: RawInstruction | undefined;
  for (const [index, line] of text.split('\n').entries()) {
    const trimmed = line.trim();
    if (trimmed === '' || trimmed.startsWith('#')) continue;
    const continues = trimmed.endsWith('\\');
    const body = continues ? trimmed.slice(0, -1).trim() : trimmed;
    if (pending) {
      pending.rest = `${pending.rest} ${body}`.trim();
    } else {
      const match = /^(\S+)\s*(.*)$/.exec(body);
      if (!match) throw new DockerfileError(`line ${index + 1}: cannot read "${line}"`);
      pending = { line: index + 1, keyword: match[1]!.toUpperCase(), rest: match[2]! };
    }
    if (!continues) {
      instructions.push(pending);
      pending = undefined;
    }
  }
  if (pending) throw new DockerfileError(`line ${pending.line}: the last instruction ends with a backslash`);
  return instructions;
}

function parseCommand(text: string): Command {
  if (text.startsWith('[')) {
    const parsed: unknown = JSON.parse(text);
    if (Array.isArray(parsed) && parsed.every((part) => typeof part === 'string')) return { exec: parsed };
  }
  return { shell: text };
}

/** Leading `--name=value` flags, checked against the ones an instruction accepts. */
function takeFlags(raw: RawInstruction, allowed: readonly string[]): { flags: Record<string, string>; rest: string } {
  const flags: Record<string, string> = {};
  let rest = raw.rest;
  for (let match = /^--([a-z-]+)=(\S+)\s+/.exec(rest); match; match = /^--([a-z-]+)=(\S+)\s+/.exec(rest)) {
    if (!allowed.includes(match[1]!)) throw new DockerfileError(`line ${raw.line}: ${raw.keyword} --${match[1]} is not supported by this check`);
    flags[match[1]!] = match[2]!;
    rest = rest.slice(match[0].length);
  }
  return { flags, rest };
}

/** `ENV a=1 b="two words"`; the old `ENV key value` form and variable references are refused. */
function parseEnvVariables(raw: RawInstruction): Record<string, string> {
  const variables: Record<string, string> = {};
  const pattern = /([A-Za-z_][A-Za-z0-9_]*)=("(?:[^"\\]|\\.)*"|\S*)(?:\s+|$)/y;
  while (pattern.lastIndex < raw.rest.length) {
    const match = pattern.exec(raw.rest);
    if (!match) throw new DockerfileError(`line ${raw.line}: ENV must be name=value pairs`);
    const value = match[2]!.startsWith('"') ? (JSON.parse(match[2]!) as string) : match[2]!;
    variables[match[1]!] = value;
  }
  return variables;
}

function noVariables(raw: RawInstruction): void {
  if (raw.rest.includes('$')) throw new DockerfileError(`line ${raw.line}: ${raw.keyword} with a variable reference is not supported by this check`);
}

function parseInstruction(raw: RawInstruction): Instruction {
  const { line } = raw;
  switch (raw.keyword) {
    case 'ENV':
      noVariables(raw);
      return { line, kind: 'ENV', variables: parseEnvVariables(raw) };
    case 'WORKDIR':
      noVariables(raw);
      return { line, kind: 'WORKDIR', path: raw.rest };
    case 'COPY': {
      noVariables(raw);
      const { flags, rest } = takeFlags(raw, ['from']);
      const paths = rest.split(/\s+/);
      if (paths.length < 2) throw new DockerfileError(`line ${line}: COPY needs a source and a destination`);
      return { line, kind: 'COPY', from: flags.from, sources: paths.slice(0, -1), destination: paths.at(-1)! };
    }
    case 'RUN':
      return { line, kind: 'RUN', command: parseCommand(raw.rest) };
    case 'USER':
      return { line, kind: 'USER', user: raw.rest };
    case 'VOLUME': {
      const command = parseCommand(raw.rest);
      return { line, kind: 'VOLUME', paths: 'exec' in command ? command.exec : raw.rest.split(/\s+/) };
    }
    case 'EXPOSE':
      return { line, kind: 'EXPOSE', ports: raw.rest.split(/\s+/) };
    case 'HEALTHCHECK': {
      const { flags, rest } = takeFlags(raw, ['interval', 'timeout', 'start-period', 'retries']);
      if (!rest.startsWith('CMD ')) throw new DockerfileError(`line ${line}: HEALTHCHECK must give a CMD`);
      return { line, kind: 'HEALTHCHECK', options: flags, command: parseCommand(rest.slice('CMD '.length).trim()) };
    }
    case 'CMD':
      return { line, kind: 'CMD', command: parseCommand(raw.rest) };
    default:
      throw new DockerfileError(`line ${line}: ${raw.keyword} is not supported by this check`);
  }
}

export function parseDockerfile(text: string): Stage[] {
  const stages: Stage[] = [];
  for (const raw of rawInstructions(text)) {
    if (raw.keyword === 'FROM') {
      const match = /^(\S+)(?:\s+AS\s+(\S+))?$/i.exec(raw.rest);
      if (!match) throw new DockerfileError(`line ${raw.line}: FROM must be "image [AS name]"`);
      stages.push({ image: match[1]!, name: match[2], instructions: [] });
      continue;
    }
    const stage = stages.at(-1);
    if (!stage) throw new DockerfileError(`line ${raw.line}: ${raw.keyword} before the first FROM`);
    stage.instructions.push(parseInstruction(raw));
  }
  return stages;
}
