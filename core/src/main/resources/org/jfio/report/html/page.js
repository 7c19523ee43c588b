/* jfio HTML report: draws the charts of the embedded data (#jfio-data) with uPlot. */
(function () {
  'use strict';
  var body = document.body;
  var errors = 0;
  body.setAttribute('data-errors', '0');
  function noteError() {
    errors++;
    body.setAttribute('data-errors', String(errors));
  }
  window.addEventListener('error', noteError);
  var consoleError = console.error;
  console.error = function () {
    noteError();
    consoleError.apply(console, arguments);
  };

  var COLORS = ['#1f77b4', '#d62728', '#2ca02c', '#ff7f0e', '#9467bd', '#8c564b', '#e377c2', '#7f7f7f',
    '#bcbd22', '#17becf'];
  var data = JSON.parse(document.getElementById('jfio-data').textContent);
  var plots = {};

  function nines(x) {
    var p = 100 * (1 - Math.pow(10, -x));
    return (Math.round(p * 10000) / 10000) + '%';
  }

  function num(v) {
    if (v == null) {
      return '-';
    }
    var a = Math.abs(v);
    return a >= 1000 ? Math.round(v).toLocaleString('en-US') : a >= 1 ? v.toFixed(2) : v.toPrecision(3);
  }

  function color(i, alpha) {
    var c = COLORS[i % COLORS.length];
    return alpha ? c + alpha : c;
  }

  function xSeries(c) {
    if (c.xAxis === 'nines') {
      return { label: 'percentile', value: function (u, v) { return v == null ? '-' : nines(v); } };
    }
    if (c.xAxis === 'category') {
      var name = c.id === 'depth' ? 'depth' : c.id === 'lat-fio' ? 'clat up to' : 'cell';
      return { label: name, value: function (u, v) { return v == null ? '-' : c.categories[v]; } };
    }
    if (c.xAxis === 'log') {
      return { label: 'clat from (us)', value: function (u, v) { return num(v); } };
    }
    return { label: 's', value: function (u, v) { return v == null ? '-' : v.toFixed(1); } };
  }

  function xAxis(c) {
    var axis = { label: c.xAxis === 'nines' ? 'percentile' : c.xAxis === 'seconds' ? 'time (s)'
      : c.xAxis === 'log' ? 'completion latency (us)' : '' };
    if (c.xAxis === 'nines') {
      axis.splits = function (u) {
        var out = [];
        for (var k = Math.ceil(u.scales.x.min); k <= u.scales.x.max; k++) {
          out.push(k);
        }
        return out;
      };
      axis.values = function (u, splits) { return splits.map(nines); };
    } else if (c.xAxis === 'category') {
      axis.splits = function () { return c.categories.map(function (v, i) { return i; }); };
      axis.values = function (u, splits) { return splits.map(function (i) { return c.categories[i]; }); };
    }
    return axis;
  }

  function seriesOf(c) {
    var out = [xSeries(c)];
    var n = c.labels.length;
    c.labels.forEach(function (label, i) {
      var s = { label: label, stroke: color(i), width: 1.5, spanGaps: c.xAxis === 'seconds',
        value: function (u, v) { return num(v); } };
      if (c.kind === 'bars') {
        // grouped: series i takes the i-th slice of 80% of its category's width
        var w = 0.8 / n;
        s.fill = color(i, 'bb');
        s.paths = uPlot.paths.bars({ disp: {
          x0: { unit: 1, values: function (u, si) {
            return u.data[0].map(function (x) { return x - 0.4 + (si - 1) * w; });
          } },
          size: { unit: 1, values: function () { return [w]; } }
        } });
        s.points = { show: false };
      } else if (c.kind === 'step') {
        s.fill = color(i, '22');
        s.paths = uPlot.paths.stepped({ align: 1 });
        s.points = { show: false };
      } else if (c.data[0].length > 60) {
        s.points = { show: false };
      }
      out.push(s);
    });
    return out;
  }

  function shade(c) {
    return function (u) {
      if (!(c.shadeTo > 0)) {
        return;
      }
      var left = u.valToPos(Math.max(u.scales.x.min, 0), 'x', true);
      var right = u.valToPos(Math.min(c.shadeTo, u.scales.x.max), 'x', true);
      if (right <= left) {
        return;
      }
      u.ctx.save();
      u.ctx.fillStyle = 'rgba(128,128,128,0.15)';
      u.ctx.fillRect(left, u.bbox.top, right - left, u.bbox.height);
      u.ctx.fillStyle = '#666';
      u.ctx.font = (12 * devicePixelRatio) + 'px sans-serif';
      u.ctx.fillText('ramp', left + 4 * devicePixelRatio, u.bbox.top + 14 * devicePixelRatio);
      u.ctx.restore();
    };
  }

  function width(el) {
    return Math.max(400, Math.min(1400, (el.parentNode.clientWidth || 900) - 8));
  }

  function draw(c, yLog) {
    var el = document.getElementById(c.id);
    if (plots[c.id]) {
      plots[c.id].destroy();
    }
    var logY = c.yLog && yLog;
    var cols = c.data.map(function (col, i) {
      // a log scale has no place for 0: such a point is left out
      return i === 0 || !logY ? col.slice() : col.map(function (v) { return v != null && v <= 0 ? null : v; });
    });
    var x = { time: false };
    if (c.xAxis === 'log') {
      x.distr = 3;
    } else if (c.xAxis === 'category') {
      x.range = [-0.5, c.categories.length - 0.5];
    }
    var opts = {
      width: width(el),
      height: 320,
      series: seriesOf(c),
      scales: { x: x, y: logY ? { distr: 3 } : { range: function (u, min, max) { return [0, max > 0 ? max * 1.05 : 1]; } } },
      axes: [xAxis(c), { label: c.yLabel, size: 70, values: function (u, splits) { return splits.map(num); } }],
      legend: { live: true },
      hooks: {
        drawClear: [shade(c)],
        draw: [function (u) {
          el.setAttribute('data-series', String(u.series.length - 1));
          el.setAttribute('data-points', String(u.data[0].length));
          el.setAttribute('data-drawn', String(Number(el.getAttribute('data-drawn') || 0) + 1));
        }]
      }
    };
    if (c.kind !== 'bars') {
      opts.cursor = { drag: { x: true, y: false } };
    }
    plots[c.id] = new uPlot(opts, cols, el);
  }

  function drawAll() {
    var yLog = document.getElementById('ylog').checked;
    data.charts.forEach(function (c) { draw(c, yLog); });
    body.setAttribute('data-drawn', String(data.charts.length));
  }

  document.getElementById('ylog').addEventListener('change', drawAll);
  window.addEventListener('resize', function () {
    data.charts.forEach(function (c) {
      var el = document.getElementById(c.id);
      if (plots[c.id]) {
        plots[c.id].setSize({ width: width(el), height: 320 });
      }
    });
  });
  drawAll();
})();
