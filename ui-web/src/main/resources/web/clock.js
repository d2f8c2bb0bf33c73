// Chess clocks on a table page. The host's clock decides; its state messages carry each seat's
// time left at the moment they were sent and which seat's time runs. The page counts the running
// seat down from when the message came (never by adding up ticks), so each message starts it
// again from the host's own times and no error accumulates. Under 10 s a clock turns red and
// shows tenths.

let reading = null; // { control, remainingMillis, running, at }

/** Takes the clocks of a state message (undefined: the table has none). */
export function setClocks(clocks) {
  reading = clocks ? { ...clocks, at: performance.now() } : null;
  tick();
}

/** Stops every clock where it stands now (a table that can no longer be played). */
export function stopClocks() {
  if (!reading) return;
  const remainingMillis = reading.remainingMillis.map((ms, seat) => Math.max(0, left(seat)));
  reading = { ...reading, remainingMillis, running: -1, firstMove: null, at: performance.now() };
  tick();
}

/** A seat's clock face, kept up to date while it is in the page. */
export function clockFace(seat) {
  const face = document.createElement('span');
  face.className = 'clock';
  face.dataset.clock = seat;
  fill(face);
  return face;
}

/** "4:05", "0:09.4" under ten seconds, "1:02:03" past an hour. */
export function clockText(ms) {
  const total = Math.max(0, ms);
  if (total < 10_000) return `0:0${Math.floor(total / 1000)}.${Math.floor((total % 1000) / 100)}`;
  const s = Math.floor(total / 1000);
  const mm = String(Math.floor(s / 60) % 60).padStart(2, '0');
  const ss = String(s % 60).padStart(2, '0');
  return s >= 3600 ? `${Math.floor(s / 3600)}:${mm}:${ss}` : `${Math.floor(s / 60)}:${ss}`;
}

function left(seat) {
  const ms = reading.remainingMillis[seat] ?? 0;
  return seat === reading.running ? ms - (performance.now() - reading.at) : ms;
}

function fill(face) {
  face.hidden = !reading;
  if (!reading) return;
  const seat = Number(face.dataset.clock);
  const ms = Math.max(0, left(seat));
  face.textContent = clockText(ms);
  face.title = `clock ${reading.control}: minutes each + seconds a move`;
  face.classList.toggle('running', seat === reading.running);
  face.classList.toggle('low', ms < 10_000);
}

/**
 * "(first move within 2:41, or the game is aborted)": a seat's clock starts at its first move,
 * and a game whose player makes none within the host's window ends without a result.
 */
export function firstMoveNotice() {
  const span = document.createElement('span');
  span.className = 'first-move';
  span.dataset.firstMove = '';
  fillFirstMove(span);
  return span;
}

function fillFirstMove(span) {
  const f = reading && reading.firstMove;
  span.hidden = !f;
  if (!f) return;
  const ms = Math.max(0, f.leftMillis - (performance.now() - reading.at));
  span.textContent = `(first move within ${clockText(ms)}, or the game is aborted)`;
}

function tick() {
  document.querySelectorAll('[data-clock]').forEach(fill);
  document.querySelectorAll('[data-first-move]').forEach(fillFirstMove);
}

function frame() {
  if (reading && (reading.running >= 0 || reading.firstMove)) tick();
  requestAnimationFrame(frame);
}
requestAnimationFrame(frame);
