import { realpath, stat } from 'node:fs/promises';
import { extname, isAbsolute, join, relative, sep } from 'node:path';
import { contentTypeOf } from '../content-types.js';


export interface StaticFile {
  path: string;
  contentType: string;
}

/**
 * Maps a URL path to a file of the built renderer. Paths without an extension are the
 * single-page app's own routes and get index.html; anything that would leave `staticDir`
 * (`..`, encoded `%2e%2e%2f`, symlinks pointing out) is not found.
 */
export async function findStaticFile(staticDir: string, urlPath: string): Promise<StaticFile | null> {
  const decoded = decodePath(urlPath);
  if (decoded === null) return null;
  const root = await realpathOrNull(staticDir);
  if (root === null) return null;

  const candidate = join(root, decoded);
  if (!isInside(root, candidate)) return null;

  const file = await regularFileInside(root, candidate);
  if (file !== null) return { path: file, contentType: contentTypeOf(file) };
  if (extname(decoded) !== '') return null;

  const index = await regularFileInside(root, join(root, 'index.html'));
  return index === null ? null : { path: index, contentType: contentTypeOf(index) };
}

function decodePath(urlPath: string): string | null {
  try {
    const decoded = decodeURIComponent(urlPath);
    return decoded.includes('\0') ? null : decoded;
  } catch {
    // A malformed escape such as `%zz` names no file.
    return null;
  }
}

async function regularFileInside(root: string, path: string): Promise<string | null> {
  const real = await realpathOrNull(path);
  if (real === null || !isInside(root, real)) return null;
  const info = await stat(real);
  return info.isFile() ? real : null;
}

async function realpathOrNull(path: string): Promise<string | null> {
  try {
    return await realpath(path);
  } catch {
    return null;
  }
}

function isInside(root: string, path: string): boolean {
  const rel = relative(root, path);
  return rel === '' || (!isAbsolute(rel) && rel.split(sep)[0] !== '..');
}

