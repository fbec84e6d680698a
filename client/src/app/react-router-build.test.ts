import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// If this fails, React Router's package exports name its production build under a condition, and
// the alias in client/vite.config.ts can give way to that condition (decision 108).
describe("React Router's package exports", () => {
  it('still name only its development build, so the build aliases the production one', () => {
    const manifest = JSON.parse(
      readFileSync(join(process.cwd(), 'node_modules/react-router/package.json'), 'utf8'),
    ) as { exports: Record<string, unknown> };
    const targets = JSON.stringify([manifest.exports['.'], manifest.exports['./dom']]);
    expect(targets).toContain('/dist/development/');
    expect(targets).not.toContain('/dist/production/');
  });
});
