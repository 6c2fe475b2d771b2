/**
 * A stand-in for a container, for running a Dockerfile's steps without a container engine: a directory
 * serves as the root file system, with this machine's /usr and /etc mounted read-only in place of the base
 * image's (the Dockerfile's base is Debian with Node, and so must this machine be), /dev and /proc as they
 * are, and everything else (the app, /data, /root, /tmp) the directory's own. Each command runs in a mount
 * namespace of its own, so the mounts exist only for it and vanish with it, then in a chroot of the
 * directory, as the Dockerfile's user, with only the environment the image gives it.
 */
import { chmodSync, chownSync, existsSync, lstatSync, mkdirSync, readFileSync, readlinkSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';

/** The user the official Node images create, with the ids they give it. */
const IMAGE_USER = { name: 'node', id: 1000, home: '/home/node' } as const;

/** On a merged-/usr Debian these are links into /usr; anywhere else they are mounted like /usr. */
const TOP_LEVEL_LINKS = ['bin', 'lib', 'lib64', 'sbin'];

/** The base image's PATH (the official Node images keep Debian's). */
export const BASE_PATH = '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin';

export interface RootFs {
  /** The directory that is `/` inside the sandbox. */
  dir: string;
  /** passwd and group as the image has them (this machine's, plus the image's user), mounted over /etc's. */
  accountsDir: string;
  /** Host directories mounted at the same path inside. */
  mounts: string[];
}

/** Whether this process may make the mount namespaces and chroots the sandbox needs. */
export function canSandbox(): { ok: true } | { ok: false; reason: string } {
  if (process.getuid?.() !== 0) return { ok: false, reason: 'it needs root (mount namespaces and chroot)' };
  const probe = spawnSync('unshare', ['--mount', '--propagation', 'private', 'true'], { encoding: 'utf8' });
  if (probe.status !== 0) return { ok: false, reason: `unshare --mount is not allowed here (${(probe.stderr || probe.error?.message || '').trim()})` };
  return { ok: true };
}

function imageAccounts(hostFile: string, line: string, isImageEntry: (fields: string[]) => boolean): string {
  const kept = readFileSync(hostFile, 'utf8')
    .split('\n')
    .filter((entry) => entry !== '' && !isImageEntry(entry.split(':')));
  return `${[...kept, line].join('\n')}\n`;
}

/** Lays out an empty root file system under `dir`, with the image user's home, and its account files beside it. */
export function createRootFs(dir: string, accountsDir: string): RootFs {
  mkdirSync(dir, { recursive: true });
  chmodSync(dir, 0o755); // the image user must be able to walk from `/`
  const mounts = ['usr', 'etc', 'dev', 'proc'];
  for (const name of TOP_LEVEL_LINKS) {
    if (!existsSync(`/${name}`)) continue;
    if (lstatSync(`/${name}`).isSymbolicLink()) symlinkSync(readlinkSync(`/${name}`), join(dir, name));
    else mounts.push(name);
  }
  for (const name of mounts) mkdirSync(join(dir, name));
  mkdirSync(join(dir, 'tmp'), { mode: 0o1777 });
  chmodSync(join(dir, 'tmp'), 0o1777);
  mkdirSync(join(dir, 'root'), { mode: 0o700 });
  const home = join(dir, IMAGE_USER.home);
  mkdirSync(home, { recursive: true });
  chownSync(home, IMAGE_USER.id, IMAGE_USER.id);

  mkdirSync(accountsDir, { recursive: true });
  const { name, id, home: homePath } = IMAGE_USER;
  const isImageUser = (fields: string[]) => fields[0] === name || fields[2] === String(id);
  writeFileSync(join(accountsDir, 'passwd'), imageAccounts('/etc/passwd', `${name}:x:${id}:${id}::${homePath}:/bin/sh`, isImageUser));
  writeFileSync(join(accountsDir, 'group'), imageAccounts('/etc/group', `${name}:x:${id}:`, isImageUser));
  return { dir, accountsDir, mounts };
}

/** The home directory Docker gives a user that has no HOME in the image's environment. */
export function homeOf(user: string): string {
  return user === 'root' ? '/root' : user === IMAGE_USER.name ? IMAGE_USER.home : '/';
}

export interface SandboxCommand {
  user: string;
  workdir: string;
  env: Record<string, string>;
  argv: string[];
}

// Mounts, then read-only for what belongs to this machine, then the image's accounts over /etc's; `set -e`
// stops before the command if any of it fails. Every mount lives in this command's namespace only.
const MOUNT_SCRIPT = `set -eu
root=$1 accounts=$2 mounts=$3
shift 3
for name in $mounts; do mount --rbind "/$name" "$root/$name"; done
for name in $mounts; do case $name in dev|proc) ;; *) mount -o remount,bind,ro "$root/$name" ;; esac; done
mount --bind "$accounts/passwd" "$root/etc/passwd"
mount --bind "$accounts/group" "$root/etc/group"
exec chroot "$root" "$@"`;

/**
 * `unshare` and its arguments for running `command` in the sandbox. Every step execs the next, so the
 * process spawned is, in the end, the command itself: signals reach it directly.
 */
export function sandboxArgs(rootFs: RootFs, command: SandboxCommand): string[] {
  const asUser = command.user === 'root' ? [] : ['setpriv', `--reuid=${command.user}`, `--regid=${command.user}`, '--init-groups'];
  const env = Object.entries(command.env).map(([name, value]) => `${name}=${value}`);
  return [
    '--mount', '--propagation', 'private', 'sh', '-c', MOUNT_SCRIPT, 'sandbox', rootFs.dir, rootFs.accountsDir, rootFs.mounts.join(' '),
    ...asUser, 'env', '-i', '-C', command.workdir, ...env, ...command.argv,
  ];
}
