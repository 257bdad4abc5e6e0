import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test, type AppUnderTest } from './support/fixtures.js';

async function openBoxData(page: Page, app: AppUnderTest): Promise<void> {
  await page.goto(app.url);
  await page.getByRole('banner').getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('link', { name: 'Box data' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Box data' })).toBeVisible();
}

const coreTrack = (page: Page) => page.getByRole('group', { name: 'Core track' });

test('XP thresholds typed from the box are saved, exported, and a bad file changes nothing', async ({ page, app }) => {
  await openBoxData(page, app);
  const track = coreTrack(page);
  for (const [level, xp] of [['I', '5'], ['II', '12'], ['III', '20'], ['IV', '30']] as const) {
    await track.getByLabel(`Level ${level}`, { exact: true }).fill(xp);
  }
  await track.getByRole('button', { name: 'Save' }).click();
  await expect(track).toContainText('Saved');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export to file' }).click();
  const exported = JSON.parse(readFileSync((await (await download).path())!, 'utf8')) as { data: { xpThresholds: { core: number[] } } };
  expect(exported.data.xpThresholds.core).toEqual([5, 12, 20, 30]);

  const broken = structuredClone(exported) as { data: { xpThresholds: { core: number[] } } };
  broken.data.xpThresholds.core = [5, 4, 20, 30];
  await page.getByLabel('Import from file').setInputFiles({
    name: 'broken.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(broken)),
  });
  await expect(page.getByRole('alert').filter({ hasText: 'data.xpThresholds.core' })).toBeVisible();

  await page.reload();
  for (const [level, xp] of [['I', '5'], ['II', '12'], ['III', '20'], ['IV', '30']] as const) {
    await expect(coreTrack(page).getByLabel(`Level ${level}`, { exact: true })).toHaveValue(xp);
  }
});
