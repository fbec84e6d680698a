/**
 * The monitoring files of deploy/ (alert rules, scrape configuration, Grafana dashboard) against
 * the proxy they watch: every metric their PromQL names is one the proxy exposes, every alert
 * has its runbook section in docs/operations.md, and Prometheus scrapes the operators' port.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { proxyHarness, search, siteToken } from '../test-utils/proxy-harness.js';

const { proxy, metricsOf } = proxyHarness();

const root = path.resolve(__dirname, '../../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

interface Rule {
  alert: string;
  expr: string;
  labels?: Record<string, string>;
  annotations?: Record<string, string>;
}
interface Panel {
  title: string;
  datasource?: { uid?: string };
  targets?: { expr: string }[];
}

const rules = parse(read('deploy/prometheus/alerts.yml')) as { groups: { rules: Rule[] }[] };
const alerts = rules.groups.flatMap((g) => g.rules);
const dashboard = JSON.parse(read('deploy/grafana/dashboards/bolsa-proxy.json')) as {
  panels: Panel[];
};

/**
 * The series nginx-prometheus-exporter makes of nginx's stub_status (its README, "Exported
 * Metrics", stub_status part): `nginx_up` and one per stub_status field, which the topology test
 * (e2e/topology/shared-pages.test.ts) reads from the shipped configuration's status listener.
 */
const NGINX_EXPORTER_SERIES = new Set([
  'nginx_up',
  'nginx_connections_accepted',
  'nginx_connections_active',
  'nginx_connections_handled',
  'nginx_connections_reading',
  'nginx_connections_waiting',
  'nginx_connections_writing',
  'nginx_http_requests_total',
]);
/** Series Prometheus writes itself for every target. */
const PROMETHEUS_SERIES = new Set(['up']);

/** PromQL words that are not metric names. */
const KEYWORDS = new Set(['and', 'or', 'unless', 'bool', 'offset', 'inf', 'nan']);

/** The metric names a PromQL expression selects (not its functions, labels or keywords). */
export function metricNames(expr: string): string[] {
  const bare = expr
    .replace(/"(?:[^"\\]|\\.)*"/g, '""')
    .replace(/\{[^}]*\}/g, '')
    .replace(/\[[^\]]*\]/g, '')
    .replace(/\b(?:by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, '');
  const names = new Set<string>();
  // Not the unit of a duration (`offset 5m`) nor a Grafana variable (`$__rate_interval`).
  for (const match of bare.matchAll(/(?<![\w.:$])[a-zA-Z_:][a-zA-Z0-9_:]*/g)) {
    const after = bare.slice(match.index + match[0].length).trimStart();
    if (after.startsWith('(') || KEYWORDS.has(match[0].toLowerCase())) continue;
    names.add(match[0]);
  }
  return [...names];
}

/** The names of the samples of an exposition text (a histogram's are its `_bucket`, `_sum`, `_count`). */
const sampleNames = (text: string) =>
  new Set(
    text
      .split('\n')
      .map((line) => /^([a-zA-Z_:][a-zA-Z0-9_:]*)[{ ]/.exec(line)?.[1])
      .filter((name) => name !== undefined),
  );

const ruleNames = alerts.flatMap((r) => metricNames(r.expr));
const dashboardNames = dashboard.panels.flatMap((p) =>
  (p.targets ?? []).flatMap((t) => metricNames(t.expr)),
);

describe('metric names in PromQL', () => {
  it('are the selectors, not functions, label names, values or keywords', () => {
    expect(
      metricNames(
        'histogram_quantile(0.99, sum by (service, le) (rate(a_bucket{route=~"/|/\\\\*", x="b_c"}[5m]))) > 2 and on () b_total offset 5m',
      ).sort(),
    ).toEqual(['a_bucket', 'b_total']);
  });
});

describe('deploy/ monitoring files', () => {
  it('name only metrics the proxy exposes', async () => {
    const app = await proxy();
    // Samples for every label set the files select: a page, an API call, an upstream call, and a
    // visitor's vitals beacon.
    await app.inject({ method: 'GET', url: '/es/bmv/glosario' });
    const vitals = {
      page: 'glossary',
      metrics: [
        { name: 'LCP', value: 1200 },
        { name: 'CLS', value: 0.01 },
      ],
    };
    expect(
      (await app.inject({ method: 'POST', url: '/api/vitals', payload: vitals })).statusCode,
    ).toBe(204);
    expect((await search(app, await siteToken(app))).statusCode).toBe(200);
    const exposed = sampleNames(await metricsOf(app));
    expect(ruleNames.length).toBeGreaterThanOrEqual(alerts.length);
    expect(dashboardNames.length).toBeGreaterThanOrEqual(dashboard.panels.length);
    const named = new Set([...ruleNames, ...dashboardNames]);
    const unknown = [...named].filter(
      (n) => !exposed.has(n) && !NGINX_EXPORTER_SERIES.has(n) && !PROMETHEUS_SERIES.has(n),
    );
    expect(unknown).toEqual([]);
    // nginx is watched too: an alert and a panel read the exporter's series.
    expect(ruleNames.filter((n) => NGINX_EXPORTER_SERIES.has(n))).not.toEqual([]);
    expect(dashboardNames.filter((n) => NGINX_EXPORTER_SERIES.has(n))).not.toEqual([]);
  });

  it('give every alert a severity, a summary and a runbook section of docs/operations.md', () => {
    const operations = read('docs/operations.md');
    const anchors = new Set(
      [...operations.matchAll(/^#+ (.+)$/gm)].map((m) =>
        (m[1] ?? '')
          .toLowerCase()
          .replace(/[^a-z0-9 -]/g, '')
          .replace(/ /g, '-'),
      ),
    );
    expect(alerts.length).toBeGreaterThanOrEqual(10);
    for (const rule of alerts) {
      expect([rule.alert, rule.labels?.severity]).toEqual([
        rule.alert,
        expect.stringMatching(/^(critical|warning)$/),
      ]);
      expect([rule.alert, rule.annotations?.summary]).toEqual([rule.alert, expect.any(String)]);
      const runbook = /^docs\/operations\.md#(.+)$/.exec(rule.annotations?.runbook ?? '')?.[1];
      expect([rule.alert, runbook]).toEqual([rule.alert, rule.alert.toLowerCase()]);
      expect([rule.alert, anchors.has(runbook ?? '')]).toEqual([rule.alert, true]);
    }
  });

  it("scrape the proxies' operators' port with the rules loaded, and feed the dashboard", async () => {
    const app = await proxy();
    const config = parse(read('deploy/prometheus/prometheus.yml')) as {
      rule_files: string[];
      scrape_configs: { job_name: string; static_configs: { targets: string[] }[] }[];
    };
    expect(config.rule_files).toEqual(['alerts.yml']);
    const targets = config.scrape_configs
      .filter((s) => s.job_name === 'proxy')
      .flatMap((s) => s.static_configs.flatMap((c) => c.targets));
    expect(targets).toEqual(['proxy-1:9464', 'proxy-2:9464']);
    expect(targets.every((t) => t.endsWith(`:${String(app.config.env.METRICS_PORT)}`))).toBe(true);
    // nginx through its exporter, which reads the status listener nginx is given in compose.
    const compose = parse(read('docker-compose.yml')) as {
      services: Record<string, { command?: string[]; environment?: Record<string, string> }>;
    };
    const nginxTargets = config.scrape_configs
      .filter((s) => s.job_name === 'nginx')
      .flatMap((s) => s.static_configs.flatMap((c) => c.targets));
    expect(nginxTargets).toEqual(['nginx-exporter:9113']);
    const statusPort = compose.services.nginx?.environment?.NGINX_STATUS_LISTEN;
    expect(compose.services['nginx-exporter']?.command).toEqual([
      `--nginx.scrape-uri=http://nginx:${String(statusPort)}/stub_status`,
    ]);
    const sources = parse(read('deploy/grafana/provisioning/datasources/prometheus.yml')) as {
      datasources: { uid: string; url: string }[];
    };
    expect(sources.datasources).toEqual([
      expect.objectContaining({ uid: 'prometheus', url: 'http://prometheus:9090' }),
    ]);
    for (const panel of dashboard.panels) {
      expect([panel.title, panel.datasource?.uid]).toEqual([panel.title, 'prometheus']);
    }
  });
});
