/**
 * The server's bundle as built (`npm run build`): React Router's production build in it, not
 * the development build its package exports name (decision 010's amendment), which checks its
 * development warnings on every request.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const serverDir = path.resolve(__dirname, '..', 'dist', 'server');
const bundle = () =>
  [
    'entry-server.js',
    ...readdirSync(path.join(serverDir, 'assets')).map((f) => path.join('assets', f)),
  ]
    .filter((f) => f.endsWith('.js'))
    .map((f) => readFileSync(path.join(serverDir, f), 'utf8'))
    .join('\n');

describe('server bundle', () => {
  it("holds React Router's production build and imports no React Router package", () => {
    const code = bundle();
    expect(code).toMatch(/function createStaticHandler\b/);
    expect(code).not.toMatch(/from ["']react-router(-dom)?(\/[^"']*)?["']/);
    // The development build turns its warnings on; in the production build they are dead code,
    // which the bundler drops with their text.
    expect(code).not.toMatch(/ENABLE_DEV_WARNINGS = true/);
    expect(code).not.toContain('You rendered descendant <Routes>');
  });
});
