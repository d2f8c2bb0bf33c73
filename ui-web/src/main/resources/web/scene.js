// Draws a Beadbox Scene (docs/web-protocol.md) as SVG. Text goes in as text nodes only.
const NS = 'http://www.w3.org/2000/svg';
let drawings = 0;

function el(name, attrs, parent) {
  const e = document.createElementNS(NS, name);
  for (const [k, v] of Object.entries(attrs)) {
    if (v !== undefined && v !== null) e.setAttribute(k, String(v));
  }
  if (parent) parent.appendChild(e);
  return e;
}

function paint(e, style) {
  const s = style || {};
  e.setAttribute('fill', s.fill || 'none');
  if (s.stroke) {
    e.setAttribute('stroke', s.stroke);
    e.setAttribute('stroke-width', s.strokeWidth || 0);
    if (s.dashed) e.setAttribute('stroke-dasharray', `${(s.strokeWidth || 1) * 3} ${(s.strokeWidth || 1) * 2}`);
  }
}

function gradient(defs, color, ids, prefix) {
  const id = prefix + 'bead-' + color.slice(1);
  if (!ids.has(id)) {
    ids.add(id);
    const g = el('radialGradient', { id, cx: '35%', cy: '30%', r: '75%' }, defs);
    el('stop', { offset: '0%', 'stop-color': '#ffffff', 'stop-opacity': 0.9 }, g);
    el('stop', { offset: '25%', 'stop-color': color }, g);
    el('stop', { offset: '100%', 'stop-color': color, 'stop-opacity': 1 }, g);
    const shade = el('radialGradient', { id: id + '-shade', cx: '50%', cy: '50%', r: '50%' }, defs);
    el('stop', { offset: '70%', 'stop-color': '#000000', 'stop-opacity': 0 }, shade);
    el('stop', { offset: '100%', 'stop-color': '#000000', 'stop-opacity': 0.35 }, shade);
  }
  return id;
}

/**
 * The drawn shapes at a point of the page, topmost first. Decorations (pointer-events none) and
 * hidden revealed shapes are not among them.
 */
function shapesAt(svg, x, y) {
  return document.elementsFromPoint(x, y).map(e => e.closest && e.closest('[data-id]')).filter(e => e && svg.contains(e));
}

function hover(svg, target) {
  if (svg.hovered === target) return;
  if (svg.hovered) {
    svg.hovered.classList.remove('hover');
    svg.hovered.removeAttribute('filter');
  }
  svg.hovered = target;
  if (target) {
    target.classList.add('hover');
    // An SVG filter, not a CSS one: Chromium blurs a CSS filter's whole region onto the page.
    target.setAttribute('filter', `url(#${svg.drawingPrefix}glow)`);
  }
  svg.classList.toggle('pointing', !!target);
}

/**
 * What the pointer is over, as Swing's board finds it: the topmost clickable shape takes the
 * click and the highlight, even under a shape drawn over it (a bead in its pit, an owner's mark
 * on its square), and each revealed shape shows while its trigger is anywhere under the pointer.
 */
function track(svg, x, y) {
  const under = x === null ? [] : shapesAt(svg, x, y);
  const step = under.find(e => e.classList.contains('step')) || null;
  hover(svg, step);
  for (const [e, trigger] of svg.revealed || []) {
    e.style.visibility = under.includes(trigger) ? 'visible' : 'hidden';
  }
  return step;
}

/** Listens once per svg; each drawing only swaps the handler and the shapes. */
function listen(svg) {
  if (svg.stepListening) return;
  svg.stepListening = true;
  svg.addEventListener('click', ev => {
    const target = track(svg, ev.clientX, ev.clientY);
    if (target && svg.onStep) svg.onStep(target.dataset.step);
  });
  svg.addEventListener('pointermove', ev => {
    svg.pointer = [ev.clientX, ev.clientY];
    track(svg, ev.clientX, ev.clientY);
  });
  svg.addEventListener('pointerleave', () => {
    svg.pointer = null;
    track(svg, null, null);
  });
}

// Each kind's members after its kind and id, in the order the host writes them (a shape is an
// array: docs/web-protocol.md, SCENE); `style` is an index into the scene's styles.
const MEMBERS = {
  rect: ['x', 'y', 'w', 'h', 'arc', 'style', 'on'],
  ellipse: ['cx', 'cy', 'rx', 'ry', 'style', 'on'],
  bead: ['cx', 'cy', 'r', 'color', 'label', 'ring', 'on'],
  line: ['x1', 'y1', 'x2', 'y2', 'arrow', 'style', 'on'],
  polygon: ['points', 'style', 'on'],
  text: ['x', 'y', 'text', 'size', 'align', 'bold', 'style', 'on'],
};

/**
 * The shapes of a compact scene as objects with named members (`{kind, id, x, y, ..., style:
 * {fill, stroke, strokeWidth, dashed}, on: {step, tooltip, revealedBy}}`), members left out read
 * as null. Unknown kinds are skipped.
 */
export function shapesOf(scene) {
  const styles = scene.styles || [];
  const out = [];
  for (const a of scene.shapes) {
    const names = MEMBERS[a[0]];
    if (!names) continue;
    const s = { kind: a[0], id: a[1] };
    names.forEach((name, i) => { s[name] = a[i + 2] === undefined ? null : a[i + 2]; });
    s.style = s.style === null ? null : styles[s.style];
    if (s.kind === 'polygon') {
      const points = [];
      for (let i = 0; i + 1 < s.points.length; i += 2) points.push({ x: s.points[i], y: s.points[i + 1] });
      s.points = points;
    }
    out.push(s);
  }
  return out;
}

/**
 * Renders `scene` into `svg` (emptied first). `onStep(step)` is called when a clickable shape
 * whose step is in `enabled` (a Set) is clicked.
 */
export function drawScene(svg, scene, enabled, onStep) {
  svg.replaceChildren();
  // How many times this svg was drawn: a hook for tests (and tools) waiting for the next drawing.
  svg.dataset.drawn = Number(svg.dataset.drawn || 0) + 1;
  // Ids inside this drawing are its own: a page may hold several drawings (the lobby's pictures).
  if (!svg.drawingPrefix) svg.drawingPrefix = `d${++drawings}-`;
  const prefix = svg.drawingPrefix;
  svg.hovered = null;
  svg.classList.remove('pointing');
  svg.onStep = onStep;
  listen(svg);
  svg.setAttribute('viewBox', `0 0 ${scene.width} ${scene.height}`);
  // A game's board sits at the top of its space (the panel beside it starts there too); a
  // picture is centred in its frame.
  svg.setAttribute('preserveAspectRatio', svg.classList.contains('picture') ? 'xMidYMid meet' : 'xMidYMin meet');
  const defs = el('defs', {}, svg);
  const arrow = el('marker', { id: prefix + 'arrow', viewBox: '0 0 10 10', refX: 9, refY: 5, markerWidth: 6, markerHeight: 6, orient: 'auto-start-reverse' }, defs);
  el('path', { d: 'M 0 0 L 10 5 L 0 10 z', fill: 'context-stroke' }, arrow);
  // The board's own panel, lit from above and set on the page with a shadow, as in Swing.
  const corner = Math.min(scene.width, scene.height) * 0.02;
  const unit = Math.max(scene.width, scene.height) / 400;
  const shadow = el('filter', { id: prefix + 'backdrop-shadow', x: '-10%', y: '-10%', width: '120%', height: '120%' }, defs);
  el('feDropShadow', { dx: 0, dy: unit * 1.5, stdDeviation: unit * 2.5, 'flood-color': '#000000', 'flood-opacity': 0.6 }, shadow);
  // The place under the pointer: lit, with a gold glow.
  const glow = el('filter', { id: prefix + 'glow', x: '-50%', y: '-50%', width: '200%', height: '200%' }, defs);
  const lit = el('feComponentTransfer', { in: 'SourceGraphic', result: 'lit' }, glow);
  for (const f of ['feFuncR', 'feFuncG', 'feFuncB']) el(f, { type: 'linear', slope: 1.3 }, lit);
  el('feDropShadow', { in: 'lit', dx: 0, dy: 0, stdDeviation: unit * 1.2, 'flood-color': '#f5c542', 'flood-opacity': 1, result: 'near' }, glow);
  el('feDropShadow', { in: 'near', dx: 0, dy: 0, stdDeviation: unit * 2.4, 'flood-color': '#f5c542', 'flood-opacity': 0.8 }, glow);
  const light = el('linearGradient', { id: prefix + 'backdrop-light', x1: 0, y1: 0, x2: 0, y2: 1 }, defs);
  el('stop', { offset: '0%', 'stop-color': '#ffffff', 'stop-opacity': 0.1 }, light);
  el('stop', { offset: '100%', 'stop-color': '#000000', 'stop-opacity': 0.08 }, light);
  const panel = { x: 0, y: 0, width: scene.width, height: scene.height, rx: corner, ry: corner, 'pointer-events': 'none' };
  el('rect', { ...panel, fill: scene.background, filter: `url(#${prefix}backdrop-shadow)`, class: 'backdrop' }, svg);
  el('rect', { ...panel, fill: `url(#${prefix}backdrop-light)` }, svg);
  const ids = new Set();
  const byId = new Map();
  const revealed = [];
  const shapes = shapesOf(scene);
  const triggers = new Set(shapes.map(s => s.on && s.on.revealedBy).filter(x => x));
  for (const s of shapes) {
    let e;
    switch (s.kind) {
      case 'rect':
        e = el('rect', { x: s.x, y: s.y, width: s.w, height: s.h, rx: s.arc / 2, ry: s.arc / 2 }, svg);
        paint(e, s.style);
        break;
      case 'ellipse':
        e = el('ellipse', { cx: s.cx, cy: s.cy, rx: s.rx, ry: s.ry }, svg);
        paint(e, s.style);
        break;
      case 'bead': {
        e = el('g', {}, svg);
        const id = gradient(defs, s.color, ids, prefix);
        el('circle', { cx: s.cx, cy: s.cy + s.r * 0.12, r: s.r * 1.02, fill: '#000000', 'fill-opacity': 0.28 }, e);
        el('circle', { cx: s.cx, cy: s.cy, r: s.r, fill: `url(#${id})` }, e);
        el('circle', { cx: s.cx, cy: s.cy, r: s.r, fill: `url(#${id}-shade)` }, e);
        if (s.ring) el('circle', { cx: s.cx, cy: s.cy, r: s.r * 1.12, fill: 'none', stroke: s.ring, 'stroke-width': s.r * 0.18 }, e);
        if (s.label) {
          const t = el('text', { x: s.cx, y: s.cy + s.r * 0.35, 'font-size': s.r, 'text-anchor': 'middle', 'font-weight': 'bold', fill: '#1a1a1a' }, e);
          t.textContent = s.label;
        }
        break;
      }
      case 'line':
        e = el('line', { x1: s.x1, y1: s.y1, x2: s.x2, y2: s.y2, 'stroke-linecap': 'round' }, svg);
        paint(e, s.style);
        if (s.arrow) e.setAttribute('marker-end', `url(#${prefix}arrow)`);
        break;
      case 'polygon':
        e = el('polygon', { points: s.points.map(p => `${p.x},${p.y}`).join(' '), 'stroke-linejoin': 'round' }, svg);
        paint(e, s.style);
        break;
      case 'text': {
        const anchor = { LEFT: 'start', CENTER: 'middle', RIGHT: 'end' }[s.align] || 'middle';
        e = el('text', { x: s.x, y: s.y, 'font-size': s.size, 'text-anchor': anchor, 'font-weight': s.bold ? 'bold' : 'normal',
          fill: (s.style && s.style.fill) || '#000000' }, svg);
        e.textContent = s.text;
        break;
      }
      default:
        continue;
    }
    e.dataset.id = s.id;
    byId.set(s.id, e);
    const on = s.on || {};
    if (on.tooltip) el('title', {}, e).textContent = on.tooltip;
    if (on.step && enabled.has(on.step)) {
      e.classList.add('step');
      e.dataset.step = on.step;
    } else if (!on.tooltip && !triggers.has(s.id)) {
      // Pure decoration: the pointer goes through it to the place beneath (see track).
      e.setAttribute('pointer-events', 'none');
    }
    if (on.revealedBy) revealed.push([e, on.revealedBy]);
  }
  svg.revealed = [];
  for (const [e, by] of revealed) {
    e.style.visibility = 'hidden';
    e.style.pointerEvents = 'none';
    const trigger = byId.get(by);
    if (trigger) svg.revealed.push([e, trigger]);
  }
  // The pointer has not moved but the drawing has changed beneath it.
  if (svg.pointer) track(svg, svg.pointer[0], svg.pointer[1]);
}

/** Opens the WebSocket at `path` (relative to this page's host); `onMessage(obj)` gets each message. */
export function connect(path, onMessage, onClose) {
  const proto = location.protocol === 'https:' ? 'wss:' : 'ws:';
  const ws = new WebSocket(`${proto}//${location.host}${path}`);
  ws.addEventListener('message', ev => onMessage(JSON.parse(ev.data)));
  ws.addEventListener('close', ev => onClose && onClose(ev));
  return { send: obj => ws.send(JSON.stringify(obj)), socket: ws };
}

/** A new element with text (never HTML). */
export function h(name, text, cls) {
  const e = document.createElement(name);
  if (text !== undefined && text !== null) e.textContent = text;
  if (cls) e.className = cls;
  return e;
}

/** A link line for a person to pass on: a Copy button, then "LABEL: URL" as text. */
export function linkLine(label, url) {
  const copy = h('button', 'Copy', 'copy');
  copy.type = 'button';
  copy.addEventListener('click', async () => {
    try {
      await navigator.clipboard.writeText(url);
      copy.textContent = 'Copied';
    } catch (e) {
      // No clipboard (an insecure page, a refused permission): select the link for Ctrl+C.
      const range = document.createRange();
      range.selectNodeContents(text);
      getSelection().removeAllRanges();
      getSelection().addRange(range);
      copy.textContent = 'Press Ctrl+C';
    }
    setTimeout(() => { copy.textContent = 'Copy'; }, 2000);
  });
  const line = h('p', null, 'link');
  const text = h('span', `${label}: ${url}`);
  line.append(copy, ' ', text);
  return line;
}
