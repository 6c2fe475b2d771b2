/**
 * Runs a parsed Dockerfile's stages in order, each in its own sandbox root (sandbox.ts): COPY from the
 * build context (without what .dockerignore excludes) or from an earlier stage's root, RUN with the stage's
 * environment, working directory and user, and the rest recorded as the image's settings.
 */
import { spawn } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdirSync, statSync } from 'node:fs';
import { join, posix } from 'node:path';
import type { Command, Stage } from './parse-dockerfile.ts';
import { contextFiles } from './dockerignore.ts';
import { BASE_PATH, createRootFs, homeOf, type RootFs, sandboxArgs } from './sandbox.ts';

/** A built stage: its root file system and what its image says about running it. */
export interface BuiltStage {
  name: string;
  rootFs: RootFs;
  env: Record<string, string>;
  workdir: string;
  user: string;
  volumes: string[];
  exposed: string[];
  healthcheck: Command | undefined;
  cmd: Command | undefined;
  /** The instructions that ran, as `line: KEYWORD`. */
  steps: string[];
}

export interface StageRunOptions {
  contextDir: string;
  /** Where the stages' roots are made. */
  workDir: string;
  /** Variables this machine's network needs during RUN, as `docker build --build-arg` passes proxies. */
  buildEnv: Record<string, string>;
  /** Stages built before this one, for COPY --from. */
  earlier: readonly BuiltStage[];
}

export function argvOf(command: Command): string[] {
  return 'exec' in command ? command.exec : ['/bin/sh', '-c', command.shell];
}

/** The environment a process in the image sees: the image's, with HOME for its user. */
export function imageEnv(stage: Pick<BuiltStage, 'env' | 'user'>): Record<string, string> {
  return { HOME: homeOf(stage.user), ...stage.env };
}

/** Runs a command in a stage's sandbox; rejects with its output when it fails. */
export function runInSandbox(stage: BuiltStage, argv: string[], env: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('unshare', sandboxArgs(stage.rootFs, { user: stage.user, workdir: stage.workdir, env, argv }), { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(output) : reject(new Error(`${argv.join(' ')} exited with ${code}:\n${output.slice(-4000)}`))));
  });
}

function copyInto(source: string, target: string): void {
  mkdirSync(posix.dirname(target), { recursive: true });
  if (statSync(source).isDirectory()) cpSync(source, target, { recursive: true, verbatimSymlinks: true });
  else copyFileSync(source, target);
}

/** The context files a COPY source names: the file itself, or every file under the directory. */
function contextMatches(files: readonly string[], source: string): { file: string; relative: string }[] {
  const path = posix.normalize(source).replace(/\/+$/, '');
  if (path === '.') return files.map((file) => ({ file, relative: file }));
  if (files.includes(path)) return [{ file: path, relative: posix.basename(path) }];
  return files.filter((file) => file.startsWith(`${path}/`)).map((file) => ({ file, relative: file.slice(path.length + 1) }));
}

export async function runStage(stage: Stage, index: number, options: StageRunOptions): Promise<BuiltStage> {
  const name = stage.name ?? String(index);
  const rootFs = createRootFs(join(options.workDir, `stage-${name}`), join(options.workDir, `accounts-${name}`));
  const built: BuiltStage = { name, rootFs, env: { PATH: BASE_PATH }, workdir: '/', user: 'root', volumes: [], exposed: [], healthcheck: undefined, cmd: undefined, steps: [] };
  const inRoot = (path: string) => join(rootFs.dir, path);
  let context: string[] | undefined;

  for (const instruction of stage.instructions) {
    built.steps.push(`${instruction.line}: ${instruction.kind}`);
    switch (instruction.kind) {
      case 'ENV':
        Object.assign(built.env, instruction.variables);
        break;
      case 'WORKDIR':
        built.workdir = posix.resolve(built.workdir, instruction.path);
        mkdirSync(inRoot(built.workdir), { recursive: true });
        break;
      case 'COPY': {
        const destination = posix.resolve(built.workdir, instruction.destination);
        const intoDirectory = instruction.destination.endsWith('/') || instruction.sources.length > 1;
        if (instruction.from !== undefined) {
          const from = options.earlier.find((earlier) => earlier.name === instruction.from);
          if (!from) throw new Error(`line ${instruction.line}: no earlier stage named ${instruction.from}`);
          for (const source of instruction.sources) {
            const sourcePath = join(from.rootFs.dir, posix.resolve('/', source));
            if (!existsSync(sourcePath)) throw new Error(`line ${instruction.line}: ${source} is not in stage ${from.name}`);
            const isDirectory = statSync(sourcePath).isDirectory();
            copyInto(sourcePath, inRoot(intoDirectory && !isDirectory ? posix.join(destination, posix.basename(source)) : destination));
          }
          break;
        }
        context ??= contextFiles(options.contextDir);
        for (const source of instruction.sources) {
          const matches = contextMatches(context, source);
          if (matches.length === 0) throw new Error(`line ${instruction.line}: ${source} is not in the build context (or .dockerignore excludes it)`);
          const single = matches.length === 1 && matches[0]!.file === posix.normalize(source);
          for (const { file, relative } of matches) {
            const target = single && !intoDirectory ? destination : posix.join(destination, relative);
            copyInto(join(options.contextDir, file), inRoot(target));
          }
        }
        break;
      }
      case 'RUN':
        await runInSandbox(built, argvOf(instruction.command), { ...imageEnv(built), ...options.buildEnv });
        break;
      case 'USER':
        built.user = instruction.user;
        break;
      case 'VOLUME':
        built.volumes.push(...instruction.paths);
        break;
      case 'EXPOSE':
        built.exposed.push(...instruction.ports);
        break;
      case 'HEALTHCHECK':
        built.healthcheck = instruction.command;
        break;
      case 'CMD':
        built.cmd = instruction.command;
        break;
    }
  }
  return built;
}
