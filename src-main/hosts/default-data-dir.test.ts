import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appRoot } from '../test-support/temp-core.js';
import { PRODUCT_NAME, defaultDataDir } from './default-data-dir.js';

describe('defaultDataDir (where Electron keeps userData)', () => {
  it('uses the productName from package.json, so both hosts open the same save', () => {
    const pkg = JSON.parse(readFileSync(join(appRoot, 'package.json'), 'utf8')) as { productName: string };
    expect(PRODUCT_NAME).toBe(pkg.productName);
  });

  it('Linux: follows XDG_CONFIG_HOME when it is set', () => {
    expect(defaultDataDir('linux', { XDG_CONFIG_HOME: '/data/cfg' }, '/home/anna')).toBe(
      '/data/cfg/Brotherhood of Venice Companion',
    );
  });

  it('Linux: falls back to ~/.config when XDG_CONFIG_HOME is unset or empty', () => {
    expect(defaultDataDir('linux', {}, '/home/anna')).toBe('/home/anna/.config/Brotherhood of Venice Companion');
    expect(defaultDataDir('linux', { XDG_CONFIG_HOME: '' }, '/home/anna')).toBe(
      '/home/anna/.config/Brotherhood of Venice Companion',
    );
  });

  it('macOS: ~/Library/Application Support, whatever XDG says', () => {
    expect(defaultDataDir('darwin', { XDG_CONFIG_HOME: '/data/cfg' }, '/Users/anna')).toBe(
      '/Users/anna/Library/Application Support/Brotherhood of Venice Companion',
    );
  });

  it('Windows: %APPDATA%, or the roaming profile folder when it is missing', () => {
    expect(defaultDataDir('win32', { APPDATA: 'C:\\Users\\anna\\AppData\\Roaming' }, 'C:\\Users\\anna')).toBe(
      'C:\\Users\\anna\\AppData\\Roaming\\Brotherhood of Venice Companion',
    );
    expect(defaultDataDir('win32', {}, 'C:\\Users\\anna')).toBe(
      'C:\\Users\\anna\\AppData\\Roaming\\Brotherhood of Venice Companion',
    );
  });
});
