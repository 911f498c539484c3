import { accessSync, constants, readdirSync } from 'node:fs';
import { delimiter, join } from 'node:path';

const DEBIAN_ROOT = '/usr/lib/postgresql';

const isExecutable = (path: string) => {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

const hasServerTools = (dir: string) =>
  isExecutable(join(dir, 'initdb')) && isExecutable(join(dir, 'pg_ctl'));

/** Debian's `/usr/lib/postgresql/<version>/bin` folders, highest version first. */
function debianBinFolders(): string[] {
  let versions: string[];
  try {
    versions = readdirSync(DEBIAN_ROOT);
  } catch {
    return [];
  }
  return versions
    .filter((version) => /^\d+$/.test(version))
    .sort((a, b) => Number(b) - Number(a))
    .map((version) => join(DEBIAN_ROOT, version, 'bin'));
}

/**
 * The folder holding `initdb` and `pg_ctl`: the first on PATH, else the highest version under
 * `/usr/lib/postgresql/*\/bin`, where Debian's `postgresql` package puts them (it links only
 * the client tools onto PATH).
 */
export function postgresBinFolder(path = process.env.PATH ?? ''): string {
  const onPath = path.split(delimiter).filter(Boolean);
  const found = [...onPath, ...debianBinFolders()].find(hasServerTools);
  if (found) return found;
  throw new Error(
    'PostgreSQL is not installed (no initdb on PATH or under /usr/lib/postgresql/*/bin): ' +
      'apt-get install -y postgresql (.ci/run installs it)',
  );
}
