// The table page's finish, apart from its logic (table.js): the board sized to its own shape so
// that no empty band separates it from the panel; the last move animated (beads glide from where
// they were, new ones settle in); a soft click for each move, off until the player turns it on
// (kept in this browser); and a link pasted into the address bar of an open table opens that
// table (the page loads again for the new fragment).

const board = document.getElementById('board');
const moves = document.getElementById('moves');
const SOUND_KEY = 'beadbox-sound';

let before = new Map(); // bead id → [cx, cy] in the last drawing
let plies = 0;
// The drawing before the last move, and when that move was shown: the position is drawn again at
// once (the next turn's state), and the glide must go on in the new drawing, not stop.
let moveBase = null;
let moveAt = 0;
let movePlies = -1;
const GLIDE_MS = 260;
let audio = null;

/** The centre of each bead (a group of circles) of the drawing, by shape id. */
function beads() {
  const out = new Map();
  for (const g of board.querySelectorAll('g[data-id]')) {
    const c = g.querySelector('circle:nth-of-type(2)') || g.querySelector('circle');
    if (c) out.set(g.dataset.id, [Number(c.getAttribute('cx')), Number(c.getAttribute('cy'))]);
  }
  return out;
}

/** Each bead that moved glides from its place in `from`; each new one grows in. */
function animate(from, now) {
  if (matchMedia('(prefers-reduced-motion: reduce)').matches) return;
  let shown = 0;
  for (const g of board.querySelectorAll('g[data-id]')) {
    const at = now.get(g.dataset.id);
    const was = from.get(g.dataset.id);
    // A bead to click now stays put: a click is placed by the shape's own geometry, so one that
    // lands on a bead still gliding would miss it (a Glass Bead Game hand entered quickly).
    if (!at || g.classList.contains('step')) continue;
    if (!was) {
      g.classList.add('bead-new');
      shown++;
      continue;
    }
    const dx = was[0] - at[0];
    const dy = was[1] - at[1];
    if (Math.abs(dx) < 1e-6 && Math.abs(dy) < 1e-6) continue;
    g.style.transition = 'none';
    g.style.transform = `translate(${dx}px, ${dy}px)`;
    g.getBoundingClientRect(); // apply the start before the transition
    g.style.transition = `transform ${GLIDE_MS}ms cubic-bezier(.2,.7,.3,1)`;
    g.style.transform = '';
    g.classList.add('bead-moved');
    shown++;
  }
  // How many moves were animated on this page: a hook for tests.
  if (shown) board.dataset.animated = Number(board.dataset.animated || 0) + 1;
}

function playClick() {
  if (localStorage.getItem(SOUND_KEY) !== 'on') return;
  try {
    audio = audio || new AudioContext();
    const t = audio.currentTime;
    const osc = audio.createOscillator();
    const gain = audio.createGain();
    osc.type = 'sine';
    osc.frequency.setValueAtTime(880, t);
    osc.frequency.exponentialRampToValueAtTime(420, t + 0.09);
    gain.gain.setValueAtTime(0.0001, t);
    gain.gain.exponentialRampToValueAtTime(0.25, t + 0.005);
    gain.gain.exponentialRampToValueAtTime(0.0001, t + 0.14);
    osc.connect(gain).connect(audio.destination);
    osc.start(t);
    osc.stop(t + 0.15);
  } catch (e) {
    // no sound device: the game plays on in silence
  }
}

function drawn() {
  const box = board.viewBox && board.viewBox.baseVal;
  if (box && box.width > 0 && box.height > 0) board.style.aspectRatio = `${box.width} / ${box.height}`;
  const now = beads();
  const count = moves.children.length;
  const live = !board.classList.contains('viewing');
  if (count === plies + 1 && live) {
    // one more move on the live board: show it
    moveBase = before;
    moveAt = performance.now();
    movePlies = count;
    animate(moveBase, now);
    playClick();
  } else if (live && count === movePlies && moveBase && performance.now() - moveAt < GLIDE_MS) {
    animate(moveBase, now); // the same position drawn again while its move still glides
  }
  plies = count;
  before = now;
}

new MutationObserver(drawn).observe(board, { attributes: true, attributeFilter: ['data-drawn'] });

/** The header's sound switch: off by default, remembered in this browser. */
function soundToggle() {
  const b = document.createElement('button');
  b.id = 'sound';
  b.className = 'sound-toggle';
  b.type = 'button';
  const show = () => {
    const on = localStorage.getItem(SOUND_KEY) === 'on';
    b.textContent = on ? 'Sound on' : 'Sound off';
    b.setAttribute('aria-pressed', String(on));
    b.title = on ? 'A click for each move: click to silence it' : 'Click to hear a click for each move';
  };
  b.addEventListener('click', () => {
    localStorage.setItem(SOUND_KEY, localStorage.getItem(SOUND_KEY) === 'on' ? 'off' : 'on');
    show();
    playClick();
  });
  show();
  document.querySelector('header').append(b);
}
soundToggle();

// Another table's link pasted into this tab: the fragment changes, nothing else would.
window.addEventListener('hashchange', () => location.reload());
