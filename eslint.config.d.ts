// Types of eslint.config.js for the spec that lints a fixture tree with it (test/lint).
import type { Linter } from 'eslint';

/** The repository's lint configuration with paths relative to `root`. */
export function lintConfig(root: string): Linter.Config[];
declare const config: Linter.Config[];
export default config;
