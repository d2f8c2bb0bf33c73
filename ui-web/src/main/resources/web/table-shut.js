// A table that can no longer be played from this page: its game was uninstalled from the host (the
// table waits, its moves kept, until the game is back), or the table was closed for good. The page
// says so plainly beside the board, stops the clocks, and every button that would act on the table
// (move, take back, resign, rematch, review, chat) is disabled, so nothing looks usable that is not.
import { stopClocks } from './clock.js';

/** Whether the host's reason for closing the connection is that the table's game is gone. */
export function gameGone(reason) {
  return /uninstalled|not installed/.test(reason || '');
}

/** Locks the page for `reason` (the host's own words) and explains it above the actions. */
export function showShut(reason, reopens = false) {
  document.body.classList.add('table-shut');
  document.getElementById('board').classList.add('locked');
  stopClocks();
  disableActions();
  let notice = document.getElementById('shut');
  if (!notice) {
    notice = document.createElement('div');
    notice.id = 'shut';
    notice.className = 'shut-notice';
    notice.setAttribute('role', 'status');
    document.querySelector('aside .actions').before(notice);
  }
  const head = document.createElement('b');
  const more = document.createElement('p');
  if (reopens) {
    head.textContent = 'Paused: the host closed the table for now.';
    more.textContent = 'Nobody can move, take back or resign until the host opens it again. '
      + 'The moves so far are kept: this page comes back by itself, on the same link, once the table reopens.';
  } else if (aborted(reason)) {
    head.textContent = `Game aborted: ${reason.replace(/^aborted:\s*/, '')}.`;
    more.textContent = 'Nothing more can be played here: open a new table to play again.';
  } else if (gameGone(reason)) {
    head.textContent = `Paused: ${reason}.`;
    more.textContent = 'Nobody can move, take back or resign until the game is installed on the server again. '
      + 'The moves so far are kept: this page comes back by itself once the game is installed again.';
  } else {
    head.textContent = `This table is closed: ${reason}.`;
    more.textContent = 'Nothing more can be played here. The moves so far stay on the page.';
  }
  notice.replaceChildren(head, more);
  hideMoveActions();
}

/** Whether the host's reason is an abort: nobody made a first move in time, the game ended without a result. */
export function aborted(reason) {
  return /^aborted\b/.test(reason || '');
}

/** The words of the status line for a table closed for `reason` ({@code reopens}: for now). */
export function shutStatus(reason, reopens) {
  if (reopens) return 'paused: the host closed the table for now; this page comes back when it reopens';
  if (aborted(reason)) return 'game aborted';
  return `table closed: ${reason}`;
}

/**
 * The board of a game aborted as the host drew it last ("Red to move", a ring round the seat to
 * move, the hint of what to click): drawn still, saying the game was aborted instead, no seat
 * marked to move. It follows the shipped games' shape names, as the host's EndedScene and Swing's
 * StoppedScene do (the `status` text, the `hand-hint`, the `score-bead-` beads' ring and the
 * ", to move" of their tooltip); a game without them is only drawn still, which is never wrong.
 * `scene` is the compact SCENE of docs/web-protocol.md, not changed: a new one is made.
 */
export function abortedScene(scene) {
  const shapes = [];
  for (const a of scene.shapes) {
    if (a[1] === 'hand-hint') continue;
    const s = a.slice();
    if (s[0] === 'text' && s[1] === 'status') s[4] = 'Game aborted (no result)';
    else if (s[0] === 'bead' && String(s[1]).startsWith('score-bead-')) {
      if (s.length > 7) s[7] = null; // its ring: the seat to move
      const on = s[8];
      if (on && on.tooltip) s[8] = { tooltip: on.tooltip.replace(', to move', '') }; // "Red, to move"
    }
    shapes.push(s);
  }
  return { ...scene, shapes };
}

/** Nothing is to move on a shut table: no "X to move", no Resign, no Take back left showing. */
function hideMoveActions() {
  document.getElementById('turn').textContent = '';
  for (const id of ['resign', 'undo', 'play', 'cancel']) document.getElementById(id).hidden = true;
  document.getElementById('board').classList.remove('my-turn');
}

/**
 * While the page has no connection to its table's server (it reconnects by itself): the board and
 * every action locked, the clocks stopped where they stood, and "Your move" no longer said, since
 * nothing can be played until the server answers ({@code yourTurn}: this page's seat is to move).
 * The status line says why; {@link clearShut} undoes it when the table is served again.
 */
export function showOffline(yourTurn) {
  document.getElementById('board').classList.add('locked');
  document.getElementById('board').classList.remove('my-turn');
  stopClocks();
  disableActions();
  document.getElementById('undo').hidden = true; // no gold Take back while nothing can be taken back (the next state shows it again)
  if (yourTurn) document.getElementById('turn').textContent = 'Your move, once the server is back';
}

/** The connection is gone: the chat cannot be heard either. The rules stay open to read. */
function disableActions() {
  for (const b of document.querySelectorAll('aside button, aside input, aside select')) {
    if (!b.closest('details') && !b.disabled) {
      b.disabled = true;
      b.dataset.shut = '1';
    }
  }
}

/** Undoes {@link showShut} once the table is served again (the page reconnected: its game is back). */
export function clearShut() {
  document.body.classList.remove('table-shut');
  document.getElementById('shut')?.remove();
  for (const b of document.querySelectorAll('[data-shut]')) {
    b.disabled = false;
    delete b.dataset.shut;
  }
}

/**
 * Whether a link's fragment ("TABLE.TOKEN[,TOKEN]") can be a table's link at all: a table id of
 * 8 to 32 letters, digits, '-' or '_', and tokens of the same letters (none is for the host to
 * refuse). A fragment such as "#garbage.xyz" is not (issue 46 §6).
 */
export function tableLinkShape(hash) {
  const [id = '', tokens = ''] = hash.replace(/^#/, '').split('.');
  return /^[A-Za-z0-9_-]{8,32}$/.test(id) && tokens.split(',').every(t => t === '' || /^[A-Za-z0-9_-]{16,128}$/.test(t));
}

/**
 * The page of a link that opens no table: not a table's link (`shaped` false), or refused by
 * the host at once (a wrong or cut token, or a table long gone). Said once, plainly, with what to
 * do; nothing to play or resign, and no "disconnected", since there was never a table.
 */
export function showNotALink(shaped) {
  const status = document.getElementById('status');
  status.textContent = shaped ? 'no table at this link' : 'not a table\'s link';
  status.classList.add('error');
  document.getElementById('board').classList.add('locked');
  document.getElementById('game-name').textContent = 'No table';
  hideMoveActions();
  let notice = document.getElementById('shut');
  if (!notice) {
    notice = document.createElement('div');
    notice.id = 'shut';
    notice.className = 'shut-notice';
    notice.setAttribute('role', 'status');
    document.querySelector('aside .actions').before(notice);
  }
  const head = document.createElement('b');
  const more = document.createElement('p');
  head.textContent = shaped ? 'This link opens no table here.' : 'This link is not a table\'s link.';
  more.textContent = (shaped ? 'It may have been cut short or mistyped, or its table is gone. '
    : 'A table\'s link ends in # and the table\'s code, a dot and a key. ')
    + 'Ask whoever sent it for the link again, or open the lobby to find a table.';
  const lobby = document.createElement('a');
  lobby.href = '/';
  lobby.textContent = 'Go to the lobby';
  notice.replaceChildren(head, more, lobby);
  // Nothing of a table to show: no empty seats, moves, chat, rules or board beside the notice.
  for (const e of document.querySelectorAll('#seats, #moves, #chat, aside h2, aside details, .board-wrap')) e.hidden = true;
}
