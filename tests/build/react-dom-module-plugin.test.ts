import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { commonJsToModule } from '../../build/react-dom-module-plugin';

const require = createRequire(import.meta.url);
const clientBuild = join(dirname(require.resolve('react-dom/client')), 'cjs', 'react-dom-client.production.js');

describe('React DOM as an ES module', () => {
  it('rewrites the installed React DOM client: its three requires become imports, its exports named exports', () => {
    const module = commonJsToModule(readFileSync(clientBuild, 'utf8'));
    expect(module).toMatch(/^import \* as __scheduler from "scheduler";\nimport \* as __react from "react";/);
    expect(module).toContain('import * as __reactDom from "react-dom";');
    expect(module).not.toMatch(/\brequire\s*\(/);
    expect(module).toMatch(/export const createRoot = exports\.createRoot, hydrateRoot = exports\.hydrateRoot/);
  });

  it('runs as a module and hands out the same functions CommonJS would', async () => {
    // A small stand-in of the same shape, evaluated as a real module through a data: URL.
    const source = [
      '"use strict";',
      'var Scheduler = require("scheduler"), React = require("react"), ReactDOM = require("react-dom");',
      'exports.hydrateRoot = function (el) { return [typeof Scheduler, typeof React, typeof ReactDOM, el]; };',
      'exports.version = "test";',
    ].join('\n');
    const rewritten = commonJsToModule(source)
      .replace('from "scheduler"', `from "data:text/javascript,export const a = 1"`)
      .replace('from "react"', `from "data:text/javascript,export const b = 1"`)
      .replace('from "react-dom"', `from "data:text/javascript,export const c = 1"`);
    const loaded = await import(`data:text/javascript,${encodeURIComponent(rewritten)}`);
    expect(loaded.version).toBe('test');
    expect(loaded.hydrateRoot('root')).toEqual(['object', 'object', 'object', 'root']);
  });

  it.each([
    [
      'a second require',
      'var a = require("react"), b = require("react"), c = require("scheduler"), d = require("react-dom"); exports.x = 1;',
    ],
    [
      'a require it does not know',
      'require("scheduler"); require("react"); require("react-dom"); require("other"); exports.x = 1;',
    ],
    ['module.exports', 'require("scheduler"); require("react"); require("react-dom"); module.exports = {};'],
    ['exports read back', 'require("scheduler"); require("react"); require("react-dom"); exports.x = 1; f(exports);'],
    ['no exports at all', 'require("scheduler"); require("react"); require("react-dom");'],
  ])('fails the build on %s rather than ship a changed React', (_, source) => {
    expect(() => commonJsToModule(source, 'react-dom-client')).toThrow(/react-dom-client/);
  });
});
