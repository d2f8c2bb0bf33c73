// Review with the computer on the table page, once the game is over (for players and watchers
// alike): one review per table, run on the host and shared by everyone at the table. A graph of
// each seat's winning chances (a line per seat; a click looks at that position), the moves marked
// inaccuracy / mistake / blunder with a count and an accuracy per seat (Accuracy.java, on the host),
// the move where the game turned (a dashed gold bar), a flag at the end of a game resigned or drawn
// by agreement, and for a picked move the position after the computer's preferred move with only
// the beads it places marked (from the host, Ghost.java) and a legend, and the line that follows.
// Everything goes into the page as text, never as markup.
import { drawScene, h } from './scene.js';

const SVG = 'http://www.w3.org/2000/svg';
const MARK_COLORS = { inaccuracy: '#e6c229', mistake: '#e8832a', blunder: '#d8342c' };
const PLURAL = { inaccuracy: 'inaccuracies', mistake: 'mistakes', blunder: 'blunders' };
const SYMBOL = { inaccuracy: '?!', mistake: '?', blunder: '??' };

function svgEl(name, attrs, parent) {
  const e = document.createElementNS(SVG, name);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  if (parent) parent.appendChild(e);
  return e;
}

const percent = p => `${Math.round(p * 100)}%`;
/** Whether the searches could not tell the preferred move from the move played (MoveReview.tooClose). */
const tooClose = m => !!m.best && m.best !== m.move && m.before - m.after < (m.margin || 0);

/**
 * The review panel in `box`. `send` sends a message to the table; `view(ply)` shows the position
 * after `ply` moves on the main board; `people()` tells { seats, over, you, host }.
 */
export function reviewPanel(box, send, view, people) {
  let review = null; // the last `review` message, with the moves that came since
  let picked = null; // the ply picked
  let board = null; // the last reviewBoard message

  function heard(m) {
    if (m.type === 'review') review = m;
    else if (m.type === 'reviewMove' && review) {
      review.moves.push(m.move);
      if (m.accuracy) review.accuracy = m.accuracy;
    }
    else if (m.type === 'reviewBoard') board = m;
    render();
  }

  function render() {
    const v = people();
    box.hidden = !v.over;
    if (box.hidden) return;
    const running = review && review.status === 'running';
    box.dataset.status = review ? review.status : 'none';
    const head = h('div', null, 'review-head');
    head.append(h('h2', 'Review with the computer'));
    const controls = h('div', null, 'review-controls');
    const budget = h('select');
    budget.id = 'review-budget';
    budget.append(new Option('Quick (0.2 s a move)', 'quick'), new Option('Deep (2 s a move)', 'deep'));
    if (review) budget.value = review.budget;
    budget.disabled = running;
    const start = h('button', review && review.status === 'done' ? 'Review again' : 'Start review');
    start.id = 'review-start';
    start.type = 'button';
    start.disabled = running;
    start.addEventListener('click', () => send({ type: 'review', budget: budget.value }));
    controls.append(budget, start);
    if (running && (v.you.length > 0 || v.host)) {
      const cancel = h('button', 'Cancel', 'secondary');
      cancel.id = 'review-cancel';
      cancel.type = 'button';
      cancel.addEventListener('click', () => send({ type: 'reviewCancel' }));
      controls.append(cancel);
    }
    head.append(controls);
    const parts = [head];
    if (review) parts.push(...reviewed(v));
    box.replaceChildren(...parts);
  }

  function reviewed(v) {
    const out = [];
    const done = review.moves.length;
    const bar = h('progress');
    bar.id = 'review-progress';
    bar.max = Math.max(1, review.total);
    bar.value = done;
    const state = review.status === 'running' ? `Reviewing with ${review.player}: move ${done} of ${review.total}`
      : review.status === 'cancelled' ? `Cancelled after ${done} of ${review.total} ${review.total === 1 ? 'move' : 'moves'}: Start review goes on from there`
        : `Reviewed ${done} ${done === 1 ? 'move' : 'moves'} with ${review.player}`;
    const line = h('p', state, 'review-state');
    line.id = 'review-state';
    out.push(h('div', null, 'review-progress'));
    out[0].append(bar, line);
    out.push(graph(v.seats));
    out.push(tally(v.seats));
    out.push(marks(v.seats));
    if (picked !== null) out.push(preferred(v.seats));
    return out;
  }

  function graph(seats) {
    const width = 300;
    const height = 110;
    const n = Math.max(1, review.total);
    const x = p => 4 + (width - 8) * p / n;
    const y = c => 4 + (height - 8) * (1 - c);
    const svg = svgEl('svg', { id: 'review-graph', viewBox: `0 0 ${width} ${height}`, class: 'review-graph', role: 'img',
      'aria-label': 'Each seat\'s winning chance after every move' });
    svgEl('rect', { x: 0, y: 0, width, height, class: 'review-graph-bg' }, svg);
    svgEl('line', { x1: 4, x2: width - 4, y1: y(0.5), y2: y(0.5), class: 'review-half' }, svg);
    if (picked !== null) svgEl('line', { x1: x(picked), x2: x(picked), y1: 2, y2: height - 2, class: 'review-picked' }, svg);
    const chances = [review.start, ...review.moves.map(m => m.chances)];
    seats.forEach((s, i) => {
      const pts = chances.map((c, p) => `${x(p).toFixed(1)},${y(c[i] ?? 0).toFixed(1)}`).join(' ');
      svgEl('polyline', { points: pts, class: 'review-line-under' }, svg);
      const l = svgEl('polyline', { points: pts, class: 'review-line', stroke: s.color }, svg);
      l.dataset.seat = i;
    });
    if (review.turn) {
      const t = svgEl('g', { id: 'review-turn', class: 'review-turn' }, svg);
      t.dataset.ply = review.turn;
      svgEl('line', { x1: x(review.turn), x2: x(review.turn), y1: 2, y2: height - 2 }, t);
      const underFlag = review.ending && x(review.turn) > width - 40; // the flag's cloth and label are at the top there
      const label = svgEl('text', { x: x(review.turn) + (x(review.turn) > width - 40 ? -3 : 3), y: underFlag ? height - 5 : 11,
        'text-anchor': x(review.turn) > width - 40 ? 'end' : 'start' }, t);
      label.textContent = 'turned';
    }
    if (review.ending && review.moves.length === review.total) {
      const f = svgEl('g', { id: 'review-ending', class: 'review-ending' }, svg);
      const ex = x(n);
      svgEl('line', { x1: ex, x2: ex, y1: 3, y2: height - 3 }, f);
      svgEl('polygon', { points: `${ex},3 ${ex - 11},8 ${ex},13` }, f);
      const label = svgEl('text', { x: ex - 4, y: 25, 'text-anchor': 'end' }, f);
      label.textContent = review.ending;
      const title = svgEl('title', {}, f);
      title.textContent = review.ending;
    }
    review.moves.filter(m => m.mark).forEach(m => {
      const dot = svgEl('circle', { cx: x(m.number), cy: y(m.chances[m.seat]), r: 3.6, fill: MARK_COLORS[m.mark], class: 'review-mark' }, svg);
      dot.dataset.ply = m.number;
      dot.dataset.mark = m.mark;
    });
    svg.addEventListener('click', ev => {
      const r = svg.getBoundingClientRect();
      const p = Math.round(((ev.clientX - r.left) / r.width * width - 4) / (width - 8) * n);
      pick(Math.max(0, Math.min(review.moves.length, p)));
    });
    return svg;
  }

  function tally(seats) {
    const box = h('div', null, 'review-tally');
    box.id = 'review-tally';
    seats.forEach((s, i) => {
      const counts = {};
      review.moves.filter(m => m.seat === i && m.mark).forEach(m => { counts[m.mark] = (counts[m.mark] || 0) + 1; });
      const parts = ['inaccuracy', 'mistake', 'blunder'].filter(k => counts[k])
        .map(k => `${counts[k]} ${counts[k] === 1 ? k : PLURAL[k]}`);
      const line = h('p', null, 'review-count');
      const dot = h('span', null, 'dot');
      dot.style.background = s.color;
      const accuracy = review.accuracy && review.accuracy[i] != null ? `; accuracy ${review.accuracy[i]}%` : '';
      line.append(dot, `${s.name}: ${parts.length ? parts.join(', ') : 'no mistakes'}${accuracy}`);
      box.append(line);
    });
    const t = review.turn && review.moves[review.turn - 1];
    if (t) {
      const who = seats[t.seat] ? seats[t.seat].name : `Seat ${t.seat + 1}`;
      const p = h('p', `The game turned at move ${t.number} (${t.move} by ${who}).`, 'review-turned');
      p.id = 'review-turned';
      box.append(p);
    }
    return box;
  }

  function marks(seats) {
    const list = h('ol', null, 'review-marks');
    list.id = 'review-marks';
    review.moves.filter(m => m.mark || m.number === review.turn).forEach(m => {
      const li = h('li', null, m.mark ? `review-mark-${m.mark}` : 'review-mark-turn');
      li.dataset.ply = m.number;
      if (picked === m.number) li.classList.add('current');
      const name = seats[m.seat] ? seats[m.seat].name : `Seat ${m.seat + 1}`;
      const what = m.mark ? `${SYMBOL[m.mark]} ${m.mark}` : '';
      const turned = m.number === review.turn ? `${m.mark ? ', ' : ' '}the game turned` : '';
      const b = h('button', `${m.number}. ${name} ${m.move}${what}${turned} (${percent(m.before)} → ${percent(m.after)})`);
      b.type = 'button';
      b.addEventListener('click', () => pick(m.number));
      li.append(b);
      list.append(li);
    });
    if (!review.moves.some(m => m.mark) && review.status === 'done') list.append(h('li', 'No move lost 10 points of winning chance.'));
    return list;
  }

  function preferred(seats) {
    const wrap = h('div', null, 'review-board');
    const m = review.moves[picked - 1];
    const text = h('p', null, 'review-best');
    text.id = 'review-best';
    if (!m) {
      text.textContent = 'The start.';
    } else {
      const name = seats[m.seat] ? seats[m.seat].name : `Seat ${m.seat + 1}`;
      const how = `${m.mark ? `${m.mark}, ` : ''}${percent(m.before)} → ${percent(m.after)}${Math.round((m.margin || 0) * 100) >= 1 ? ` ±${percent(m.margin)}` : ''}`;
      text.textContent = `Move ${m.number}, ${name} played ${m.move} (${how})`;
      if (tooClose(m)) {
        text.append(': too close to call; the computer leaned to ', h('b', m.best));
      } else if (m.best && m.best !== m.move) {
        text.append(': the computer preferred ', h('b', m.best));
        if (m.line.length > 1) text.append(`, then ${m.line.slice(1, 7).join(' ')}`);
      } else {
        text.append(': the computer\'s choice too');
      }
    }
    if (board && board.ply === picked) {
      const svg = svgEl('svg', { id: 'review-ghost', class: 'review-ghost picture', role: 'img', 'aria-label': 'The computer\'s preferred move' });
      drawScene(svg, board.scene, new Set(), () => {});
      wrap.append(svg);
    }
    wrap.append(text);
    if (m) {
      const other = m.best && m.best !== m.move;
      const legend = h('p', null, 'review-legend');
      legend.id = 'review-legend';
      if (other) {
        const ring = h('span', null, 'review-legend-ring');
        legend.append(ring, 'The position after the suggested move: gold ring = a bead it places or turns, gold arrow = a bead it moves, dashed gold = a piece it slides.');
      } else {
        legend.textContent = 'The position after the move played.';
      }
      wrap.append(legend);
    }
    return wrap;
  }

  function pick(ply) {
    picked = ply;
    board = null;
    view(ply);
    if (ply >= 1) send({ type: 'reviewBoard', ply });
    render();
  }

  return { heard, render };
}
