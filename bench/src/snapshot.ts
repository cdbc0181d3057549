import { cp, mkdir, rm, symlink } from 'node:fs/promises';
import { join } from 'node:path';
import { BENCH_DIR, COMMERCE_DIR, STOREFRONT_DIR } from './paths';

/** The copies of the builds the bench runs. */
export interface ShopBuilds {
  /** The storefront's copy: build/, public/, server.js and package.json, its node_modules linked. */
  storefrontDir: string;
  /** The commerce server's built entry in its copy. */
  commerceMain: string;
  /** Removes the copies. */
  remove: () => Promise<void>;
}

/** Copies some entries of a package folder and links its node_modules, so imports resolve. */
async function copyPackage(from: string, to: string, entries: string[]): Promise<void> {
  await mkdir(to, { recursive: true });
  for (const entry of entries) await cp(join(from, entry), join(to, entry), { recursive: true });
  await symlink(join(from, 'node_modules'), join(to, 'node_modules'), 'dir');
}

/**
 * Copies the built storefront and commerce server into bench/.snapshot, so a rebuild by
 * someone else during the run (a shared working tree, a test run) cannot swap the files the
 * running servers load. The copies sit inside the repository so the commerce server still
 * finds schema/ above it.
 *
 * @returns where the copies are, and their removal
 */
export async function snapshotBuilds(): Promise<ShopBuilds> {
  const root = join(BENCH_DIR, '.snapshot');
  await rm(root, { recursive: true, force: true });
  const storefrontDir = join(root, 'storefront');
  const commerceDir = join(root, 'commerce-server');
  await copyPackage(STOREFRONT_DIR, storefrontDir, [
    'build',
    'public',
    'server.js',
    'package.json',
  ]);
  await copyPackage(COMMERCE_DIR, commerceDir, ['dist', 'package.json']);
  return {
    storefrontDir,
    commerceMain: join(commerceDir, 'dist/main.js'),
    remove: () => rm(root, { recursive: true, force: true }),
  };
}
