// A player's rating history drawn in SVG in the page (no charting service): one line per game,
// the band of one deviation either side, axes with dates and ratings, and the rating and date of
// the point nearest the pointer. Every text goes in as text (textContent), never as markup.

const NS = 'http://www.w3.org/2000/svg';

function svg(tag, attrs = {}, text) {
  const e = document.createElementNS(NS, tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
  if (text !== undefined) e.textContent = text;
  return e;
}

const SECOND = 1000, MINUTE = 60 * SECOND, HOUR = 60 * MINUTE, DAY = 24 * HOUR;
const TIME_STEPS = [SECOND, 5 * SECOND, 15 * SECOND, 30 * SECOND, MINUTE, 2 * MINUTE, 5 * MINUTE, 10 * MINUTE, 15 * MINUTE,
  30 * MINUTE, HOUR, 2 * HOUR, 3 * HOUR, 6 * HOUR, 12 * HOUR, DAY, 2 * DAY, 7 * DAY, 14 * DAY, 30 * DAY, 91 * DAY, 182 * DAY, 365 * DAY];
const RATING_STEPS = [5, 10, 20, 25, 50, 100, 200, 250, 500];

/** Up to about `most` round values from lo to hi, `steps` the candidate distances. */
function ticks(lo, hi, steps, most, offset = 0) {
  const step = steps.find((s) => (hi - lo) / s <= most) || steps[steps.length - 1];
  const out = [];
  for (let v = Math.ceil((lo - offset) / step) * step + offset; v <= hi; v += step) out.push(v);
  return {step, values: out};
}

function timeLabel(t, step) {
  const d = new Date(t);
  if (step < MINUTE) return d.toLocaleTimeString(undefined, {hour: '2-digit', minute: '2-digit', second: '2-digit'});
  if (step < DAY) return d.toLocaleTimeString(undefined, {hour: '2-digit', minute: '2-digit'});
  if (step < 365 * DAY) return d.toLocaleDateString(undefined, {day: 'numeric', month: 'short'});
  return d.toLocaleDateString(undefined, {month: 'short', year: 'numeric'});
}

/** A date and time as a person reads it, for the hover and the points' tooltips. */
export function moment(t) {
  return new Date(t).toLocaleString(undefined, {day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit'});
}

/**
 * The graph of `series` ([{name, points: [{at (ms), rating, deviation, shown, start?}]}], each
 * oldest first) as an SVG element `width` pixels wide. Series without points are left out.
 */
export function ratingGraph(series, width) {
  const drawn = series.filter((s) => s.points.length > 0);
  const height = width < 520 ? 220 : 280;
  const m = {left: 46, right: 14, top: 36, bottom: 28};
  const all = drawn.flatMap((s) => s.points);
  let t0 = Math.min(...all.map((p) => p.at)), t1 = Math.max(...all.map((p) => p.at));
  if (t1 - t0 < 10 * SECOND) { t0 -= 30 * SECOND; t1 += 30 * SECOND; }
  const room = (t1 - t0) * 0.025; // the first and last points off the edges
  t0 -= room; t1 += room;
  let r0 = Math.min(...all.map((p) => p.rating)), r1 = Math.max(...all.map((p) => p.rating));
  const pad = Math.max(25, (r1 - r0) * 0.12);
  r0 -= pad; r1 += pad;
  const x = (t) => m.left + (t - t0) / (t1 - t0) * (width - m.left - m.right);
  const y = (r) => m.top + (r1 - r) / (r1 - r0) * (height - m.top - m.bottom);

  const root = svg('svg', {class: 'rating-graph', width, height, viewBox: `0 0 ${width} ${height}`, role: 'img',
    'aria-label': 'Rating history: ' + drawn.map((s) => `${s.name} ${s.points[s.points.length - 1].shown}`).join(', ')});
  root.append(svg('title', {}, 'Rating history'));
  const clip = 'rating-clip-' + Math.random().toString(36).slice(2, 8);
  const defs = svg('defs');
  const clipPath = svg('clipPath', {id: clip});
  clipPath.append(svg('rect', {x: m.left, y: m.top, width: width - m.left - m.right, height: height - m.top - m.bottom}));
  defs.append(clipPath);
  root.append(defs);

  const axes = svg('g', {class: 'axes'});
  for (const v of ticks(r0, r1, RATING_STEPS, 5).values) {
    axes.append(svg('line', {class: 'grid', x1: m.left, x2: width - m.right, y1: y(v), y2: y(v)}),
      svg('text', {class: 'tick y-tick', x: m.left - 6, y: y(v) + 4, 'text-anchor': 'end'}, String(v)));
  }
  const offset = -new Date(t0).getTimezoneOffset() * MINUTE; // day ticks at local midnight
  const xt = ticks(t0, t1, TIME_STEPS, Math.max(3, Math.floor((width - m.left - m.right) / 100)), -offset);
  for (const t of xt.values) {
    axes.append(svg('line', {class: 'grid x-grid', x1: x(t), x2: x(t), y1: m.top, y2: height - m.bottom}),
      svg('text', {class: 'tick x-tick', x: x(t), y: height - m.bottom + 17, 'text-anchor': 'middle'}, timeLabel(t, xt.step)));
  }
  axes.append(svg('line', {class: 'axis', x1: m.left, x2: width - m.right, y1: height - m.bottom, y2: height - m.bottom}));
  root.append(axes);

  const plot = svg('g', {'clip-path': `url(#${clip})`});
  const marks = svg('g', {class: 'marks'});
  drawn.forEach((s, i) => {
    const k = 's' + (i % 6);
    const games = s.points.filter((p) => !p.start);
    const start = s.points.find((p) => p.start);
    const at = (p) => `${x(p.at).toFixed(1)},${y(p.rating).toFixed(1)}`;
    if (games.length > 1) {
      const upper = games.map((p) => `${x(p.at).toFixed(1)},${y(p.rating + p.deviation).toFixed(1)}`);
      const lower = games.slice().reverse().map((p) => `${x(p.at).toFixed(1)},${y(p.rating - p.deviation).toFixed(1)}`);
      plot.append(svg('path', {class: `band ${k}`, d: 'M' + upper.concat(lower).join('L') + 'Z'}));
    }
    // Before the first rated game the rating is the newcomer's: flat from joining, then the first game's step.
    if (start && games.length) {
      plot.append(svg('path', {class: `lead ${k}`, d: `M${at(start)}H${x(games[0].at).toFixed(1)}L${at(games[0])}`}));
    }
    if (games.length) plot.append(svg('path', {class: `line ${k}`, 'data-game': s.name, d: 'M' + games.map(at).join('L')}));
    for (const p of s.points) {
      const c = svg('circle', {class: `point ${k}${p.start ? ' start' : ''}`, cx: x(p.at).toFixed(1), cy: y(p.rating).toFixed(1),
        r: p.start ? 3.6 : 3.2, 'data-rating': p.shown, 'data-at': new Date(p.at).toISOString()});
      c.append(svg('title', {}, describe(s, p)));
      marks.append(c);
    }
  });
  root.append(plot, marks);

  // The point nearest the pointer: a guide, a ring and a label with its rating and date.
  const hover = svg('g', {class: 'hover', visibility: 'hidden'});
  const guide = svg('line', {class: 'guide', y1: m.top, y2: height - m.bottom});
  const ring = svg('circle', {class: 'ring', r: 6});
  const label = svg('text', {class: 'hover-label', id: 'rating-graph-hover', y: 13});
  const labelGame = svg('tspan', {class: 'hover-game'});
  const labelValue = svg('tspan', {class: 'hover-value', dy: 14});
  label.append(labelGame, labelValue);
  hover.append(guide, ring, label);
  root.append(hover);
  const points = drawn.flatMap((s) => s.points.map((p) => ({s, p, px: x(p.at), py: y(p.rating)})));
  const show = (ev) => {
    const box = root.getBoundingClientRect();
    const mx = (ev.clientX - box.left) * width / box.width, my = (ev.clientY - box.top) * height / box.height;
    let best = null, bestD = Infinity;
    for (const q of points) {
      const d = (q.px - mx) ** 2 + ((q.py - my) / 3) ** 2;
      if (d < bestD) { bestD = d; best = q; }
    }
    if (!best) return;
    guide.setAttribute('x1', best.px); guide.setAttribute('x2', best.px);
    ring.setAttribute('cx', best.px); ring.setAttribute('cy', best.py);
    labelGame.textContent = best.s.name;
    labelValue.textContent = value(best.p);
    hover.setAttribute('visibility', 'visible');
    // Beside the point, on the side with room, never past the graph's edges.
    const w = label.getBBox().width;
    const left = best.px > width / 2 ? best.px - 10 - w : best.px + 10;
    const lx = Math.max(m.left, Math.min(width - m.right - w, left)).toFixed(1);
    label.setAttribute('x', lx);
    labelGame.setAttribute('x', lx);
    labelValue.setAttribute('x', lx);
    hover.setAttribute('visibility', 'visible');
  };
  root.addEventListener('pointermove', show);
  root.addEventListener('pointerdown', show);
  root.addEventListener('pointerleave', () => hover.setAttribute('visibility', 'hidden'));
  return root;
}

/** A point's rating and date: "1523? ±80 · 29 Nov 2026, 14:05", the start's "1500? (every newcomer's) · joined …". */
function value(p) {
  return p.start ? `${p.shown} (every newcomer's) · joined ${moment(p.at)}` : `${p.shown} ±${p.deviation} · ${moment(p.at)}`;
}

function describe(s, p) {
  return `${s.name}: ${value(p)}`;
}
