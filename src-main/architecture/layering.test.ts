import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appRoot } from '../test-support/temp-core.js';

/**
 * The layering rules in .dependency-cruiser.cjs guard the architecture only if they can
 * fail. Each case plants a probe file with one forbidden import and checks that
 * `npm run lint`'s checker names the rule.
 */
function violationsFor(probePath: string, source: string): string[] {
  const file = join(appRoot, probePath);
  writeFileSync(file, source);
  try {
    const run = spawnSync(
      process.execPath,
      [join(appRoot, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs'), probePath, '--config', '.dependency-cruiser.cjs', '--output-type', 'json'],
      // The JSON report lists every module the probe reaches (through test-support, most of the app): more than spawnSync's 1 MB default.
      { cwd: appRoot, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    );
    const report = JSON.parse(run.stdout) as { summary: { violations: { rule: { name: string } }[] } };
    return report.summary.violations.map((v) => v.rule.name);
  } finally {
    rmSync(file, { force: true });
  }
}

describe('layering rules', () => {
  it('the renderer cannot import main, Electron or the database', () => {
    const found = violationsFor(
      'src-renderer/layering-probe.ts',
      "import { createAppCore } from '../src-main/app-core.js';\nimport Database from 'better-sqlite3';\nimport { ipcRenderer } from 'electron';\nexport const probe = [createAppCore, Database, ipcRenderer];\n",
    );
    expect(found).toContain('renderer-not-to-main');
    expect(found.filter((rule) => rule === 'renderer-not-to-electron-or-database')).toHaveLength(2);
  });

  it('shared/ cannot import from src-main or src-renderer', () => {
    const found = violationsFor('shared/layering-probe.ts', "import { findAppRoot } from '../src-main/app-paths.js';\nexport const probe = findAppRoot;\n");
    expect(found).toContain('shared-stands-alone');
  });

  it('feature areas and the engine cannot import Electron; the engine cannot touch the save or a feature area', () => {
    expect(violationsFor('src-main/hq/layering-probe.ts', "import { app } from 'electron';\nexport const probe = app;\n")).toContain(
      'only-the-electron-host-knows-electron',
    );
    expect(
      violationsFor('src-main/engine/layering-probe.ts', "import { openSave } from '../db/open-save.js';\nexport const probe = openSave;\n"),
    ).toContain('engine-is-pure');
    expect(
      violationsFor('src-main/engine/layering-probe.ts', "import { readHqState } from '../hq/hq-state.js';\nexport const probe = readHqState;\n"),
    ).toContain('engine-is-pure');
  });

  it("the app's own code cannot import the developers' tools (src-dev) or a test-support folder", () => {
    expect(
      violationsFor('src-main/hq/layering-probe.ts', "import { bridgeClient } from '../../src-dev/bench/bridge-client.js';\nexport const probe = bridgeClient;\n"),
    ).toContain('production-not-to-dev');
    expect(
      violationsFor('src-renderer/layering-probe.ts', "import { twoPlayerCoreCampaign } from '../shared/test-support/campaign-builders.js';\nexport const probe = twoPlayerCoreCampaign;\n"),
    ).toContain('production-not-to-test-support');
    expect(
      violationsFor('src-main/hq/layering-probe.ts', "import { tempDir } from '../test-support/temp-core.js';\nexport const probe = tempDir;\n"),
    ).toContain('production-not-to-test-support');
  });
});
