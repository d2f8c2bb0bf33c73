// The table's chat: the people seated and the host write, everybody reads. Lines are shown as
// text, never as markup; the host caps, cleans and keeps them (the last 100 come on joining).
import { h } from './scene.js';

/** The chat in `section`; `send` sends to the table; `view()` tells { you, host, seats }. */
export function chatPanel(section, send, view) {
  const list = section.querySelector('#chat-lines');
  const form = section.querySelector('#chat-form');
  const input = section.querySelector('#chat-input');
  const readOnly = section.querySelector('#chat-read-only');
  let online = false;

  form.addEventListener('submit', ev => {
    ev.preventDefault();
    const text = input.value.trim();
    if (text) send({ type: 'chat', text });
    input.value = '';
  });

  function line(l) {
    if (l.note) return h('li', l.note, 'chat-note');
    const li = h('li', null, 'chat-line');
    const dot = h('span', null, 'dot');
    const seat = view().seats[l.seat];
    dot.style.background = seat ? seat.color : 'var(--accent)';
    const when = new Date(l.at);
    li.title = isNaN(when) ? '' : when.toLocaleTimeString();
    li.append(dot, h('span', l.from, 'chat-from'), h('span', l.text, 'chat-text'));
    return li;
  }

  return {
    /**
     * Whether this page may write: called once the welcome says who it is. The chat shows only
     * at an online table (a seat invited, or handed from its person to the computer) or once it
     * has lines: against the computer, or with everyone at one screen, nobody would read it.
     */
    render() {
      const v = view();
      const writer = v.you.length > 0 || v.host;
      form.hidden = !writer;
      readOnly.hidden = writer;
      // a seat played through a link other than this page's (this page's own seats are links too)
      online = v.seats.some((s, i) => (s.player === 'remote' && !v.you.includes(i)) || s.handedOver);
      section.hidden = !online && list.childElementCount === 0;
    },
    /** A chat message: new lines, or (log) the whole chat so far. */
    heard(m) {
      const atEnd = list.scrollTop + list.clientHeight >= list.scrollHeight - 4;
      const items = m.lines.map(line);
      if (m.log) list.replaceChildren(...items);
      else list.append(...items);
      section.classList.toggle('empty', list.childElementCount === 0);
      section.hidden = !online && list.childElementCount === 0;
      if (atEnd || m.log) list.scrollTop = list.scrollHeight;
    },
  };
}
