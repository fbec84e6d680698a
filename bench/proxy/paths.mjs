// One upstream's part of the proxy benchmark (bench/proxy.bench.mjs): the proxy, the baseline
// builds when given and nginx started in front of it, then every path measured at full speed and
// at a fixed rate (tables printed), and the proxy's keep-alive reuse.
import { stopProcess as stop } from '../../e2e/processes.mjs';
import { loadAvg } from '../lib/cli.mjs';
import { SEARCH_BODY } from './load.mjs';
import { measureAll, metricsOf, withChildren } from './measure.mjs';
import { startNginx } from './nginx.mjs';
import { postJson, startProxy } from './servers.mjs';

/**
 * Measures the paths to `upstream` (direct, proxy, the baselines, nginx) and returns the figures. Every
 * path must first give `recordedAnswer`, the reference upstream's answer.
 */
export async function measureUpstream(
  { opts, start, tmp, nginxBin, proxyEntry },
  upstream,
  recordedAnswer,
) {
  console.log(`\n=== ${upstream.name} upstream (${upstream.url})`);
  // The proxy, and the baseline builds when given, with the same settings.
  const startOne = (label, entry) => startProxy({ start, opts, upstream }, label, entry);
  const {
    child: proxy,
    url: proxyUrl,
    opsUrl: proxyOpsUrl,
    bearer: siteBearer,
  } = await startOne('proxy', proxyEntry);
  const baselines = [];
  for (const { name, file } of opts.baselines) {
    baselines.push({ name, file, ...(await startOne(`${name} proxy`, file)) });
  }
  const { nginx, nginxUrl } = nginxBin
    ? await startNginx({ nginxBin, tmp, start, upstream })
    : { nginx: null, nginxUrl: null };

  const targets = [
    {
      name: 'direct',
      url: `${upstream.url}/api/searchservice/v1`,
      headers: { authorization: `Bearer ${upstream.token}` },
      pids: () => [upstream.process.pid],
    },
    {
      name: 'proxy',
      url: `${proxyUrl}/api/search`,
      headers: { authorization: siteBearer },
      pids: () => [proxy.pid],
    },
    ...baselines.map((baseline) => ({
      name: baseline.name,
      url: `${baseline.url}/api/search`,
      headers: { authorization: baseline.bearer },
      pids: () => [baseline.child.pid],
    })),
    ...(nginxUrl
      ? [
          {
            name: 'nginx',
            url: `${nginxUrl}/api/search`,
            headers: {},
            pids: () => withChildren(nginx.pid),
          },
        ]
      : []),
  ];
  // Every path gives the upstream's answer, byte for byte.
  for (const t of targets) {
    const res = await postJson(t.url, t.headers, SEARCH_BODY);
    if (
      res.status !== 200 ||
      JSON.stringify(JSON.parse(res.text)) !== JSON.stringify(JSON.parse(recordedAnswer.text))
    ) {
      throw new Error(
        `${t.name} did not give the upstream's answer (${res.status}): ${res.text.slice(0, 200)}`,
      );
    }
  }

  const result = { full: {}, fixed: {}, reuse: null, loadAvg: [] };
  const proxyBefore = await metricsOf(proxyOpsUrl);
  const statsBefore = upstream.stats ? await upstream.stats() : null;
  let proxyUpstreamConnections = 0;

  /** Counts the connections the upstream saw while the proxy ran. */
  const countingProxyConnections = async (run) => {
    const s0 = upstream.stats ? await upstream.stats() : null;
    const r = await run();
    if (s0) proxyUpstreamConnections += (await upstream.stats()).connections - s0.connections;
    return r;
  };

  console.log(
    `\nfull speed, ${opts.connections} connections, ${opts.rounds} rounds (load average ${loadAvg()})`,
  );
  result.full = await measureAll(targets, { connections: opts.connections }, opts, {
    onProxyRun: countingProxyConnections,
  });
  console.log(
    '| path | req/s (median) | req/s of each round | p50 ms | p99 ms | server CPU µs/req | non-2xx | errors |',
  );
  console.log('|---|---|---|---|---|---|---|---|');
  for (const t of targets) {
    const r = result.full[t.name];
    console.log(
      `| ${t.name} | ${Math.round(r.reqPerS)} | ${r.reqPerSRuns.join(', ')} | ${r.p50.toFixed(2)} | ${r.p99.toFixed(2)} | ${r.cpuUsPerReq.toFixed(0)} | ${r.non2xx} | ${r.errors} |`,
    );
  }
  result.loadAvg.push(loadAvg());

  // The fixed rate: the requested one, or half of what the upstream sustains when it is less.
  const direct = result.full.direct.reqPerS;
  const rate = Math.max(1, Math.min(opts.rate, Math.floor(direct / 2)));
  result.fixedRate = rate;
  const lowered =
    rate < opts.rate
      ? ` (half of the upstream's ${Math.round(direct)} req/s: ${opts.rate} is beyond it)`
      : '';
  const printFixed = (fixed) => {
    console.log(
      '| path | req/s | p50 ms | p99 ms | added p50 ms | added p99 ms | server CPU µs/req |',
    );
    console.log('|---|---|---|---|---|---|---|');
    for (const t of targets) {
      const r = fixed[t.name];
      const d = fixed.direct;
      const added =
        t.name === 'direct' ? ['', ''] : [(r.p50 - d.p50).toFixed(2), (r.p99 - d.p99).toFixed(2)];
      console.log(
        `| ${t.name} | ${Math.round(r.reqPerS)} | ${r.p50.toFixed(2)} | ${r.p99.toFixed(2)} | ${added[0]} | ${added[1]} | ${r.cpuUsPerReq.toFixed(0)} |`,
      );
    }
  };
  console.log(
    `\nfixed rate ${rate} req/s, evenly paced, ${opts.rounds} rounds${lowered} (load average ${loadAvg()})`,
  );
  result.fixed = await measureAll(targets, { paced: rate }, opts, {
    onProxyRun: countingProxyConnections,
  });
  printFixed(result.fixed);
  console.log(
    `\nfixed rate ${rate} req/s with autocannon's overallRate, 10 connections (each sends its share of the second back to back), ${opts.rounds} rounds (load average ${loadAvg()})`,
  );
  result.fixedAutocannon = await measureAll(targets, { connections: 10, overallRate: rate }, opts, {
    onProxyRun: countingProxyConnections,
  });
  printFixed(result.fixedAutocannon);
  result.loadAvg.push(loadAvg());

  const proxyAfter = await metricsOf(proxyOpsUrl);
  const calls = proxyAfter.upstreamCalls - proxyBefore.upstreamCalls;
  const opened = proxyAfter.opened - proxyBefore.opened;
  result.reuse = {
    upstreamCalls: calls,
    connectionsOpened: opened,
    connectionsOpenedSinceStart: proxyAfter.opened,
    reused: calls > 0 ? (calls - opened) / calls : NaN,
    ...(statsBefore ? { connectionsSeenByUpstream: proxyUpstreamConnections } : {}),
  };
  console.log(
    `\nkeep-alive reuse through the proxy: ${calls} upstream calls, ${opened} connections opened ` +
      `during the runs (${proxyAfter.opened} since the proxy started, counting the first check) ` +
      `-> ${(100 * result.reuse.reused).toFixed(3)} % on reused connections` +
      (statsBefore
        ? `; the upstream saw ${proxyUpstreamConnections} new connections during the proxy's runs`
        : ''),
  );

  if (nginxUrl) result.throughputVsNginx = result.full.proxy.reqPerS / result.full.nginx.reqPerS;
  result.addedP50 = result.fixed.proxy.p50 - result.fixed.direct.p50;
  result.addedP99 = result.fixed.proxy.p99 - result.fixed.direct.p99;
  if (nginxUrl) {
    console.log(
      `proxy / nginx throughput: ${(100 * result.throughputVsNginx).toFixed(1)} %; ` +
        `proxy / direct: ${(100 * (result.full.proxy.reqPerS / direct)).toFixed(1)} %; ` +
        `server CPU per answer at full speed: proxy ${result.full.proxy.cpuUsPerReq.toFixed(0)} µs, ` +
        `nginx ${result.full.nginx.cpuUsPerReq.toFixed(0)} µs, upstream ${result.full.direct.cpuUsPerReq.toFixed(0)} µs`,
    );
  }
  // The proxy against each baseline, within this run: throughput, server CPU per answer at full
  // speed and evenly paced, and the p99 each adds over direct at the fixed rate.
  result.vsBaselines = {};
  for (const { name, file } of baselines) {
    const ratio = (mode, key) => result[mode].proxy[key] / result[mode][name][key];
    const vs = {
      throughput: ratio('full', 'reqPerS'),
      cpuFull: ratio('full', 'cpuUsPerReq'),
      cpuPaced: ratio('fixed', 'cpuUsPerReq'),
      addedP99: result.fixed[name].p99 - result.fixed.direct.p99,
    };
    result.vsBaselines[name] = vs;
    console.log(
      `proxy / ${name} (${file}): throughput ${(100 * vs.throughput).toFixed(1)} %; server CPU per ` +
        `answer ${vs.cpuFull.toFixed(2)} x at full speed, ${vs.cpuPaced.toFixed(2)} x evenly paced; ` +
        `added p99 at ${rate} req/s: proxy ${result.addedP99.toFixed(2)} ms, ${name} ${vs.addedP99.toFixed(2)} ms`,
    );
  }
  await stop(nginx);
  await stop(proxy);
  for (const baseline of baselines) await stop(baseline.child);
  return result;
}
