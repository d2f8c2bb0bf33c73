// The end of a game: "Rematch", as on lichess. Any person seated offers it; the others accept
// or decline; once everyone seated has accepted (computer seats accept by themselves, the host
// may start it at once) the host opens a new table with the seats rotated, and this page moves
// to its own new seat by itself. Text only, never markup.
import { h } from './scene.js';

/**
 * The rematch panel in `box`. `send` sends a message to the table; `view()` tells what the page
 * knows: { you, host, seats, over, allowed }.
 */
export function rematchPanel(box, send, view) {
  let heard = null; // the last rematch message

  function names(list) {
    const seats = view().seats;
    const all = list.map(i => (seats[i] ? seats[i].name : `Seat ${i + 1}`));
    return all.length <= 1 ? all.join('') : `${all.slice(0, -1).join(', ')} and ${all[all.length - 1]}`;
  }

  function button(id, label, message, secondary) {
    const b = h('button', label, secondary ? 'secondary' : null);
    b.id = id;
    b.type = 'button';
    b.addEventListener('click', () => send(message));
    return b;
  }

  function render() {
    const v = view();
    box.hidden = !(v.over && v.allowed && (v.you.length > 0 || v.host));
    if (box.hidden) return;
    const mine = s => v.you.includes(s);
    const text = h('span', '', 'rematch-text');
    const buttons = [];
    const offer = v.you.length ? button('rematch-offer', 'Rematch', { type: 'rematch' }) : button('rematch-start', 'Start a rematch', { type: 'rematch', start: true });
    const startNow = () => (v.host ? [button('rematch-start', 'Start now', { type: 'rematch', start: true }, true)] : []);
    const status = heard ? heard.status : null;
    if (status === 'offered' && heard.seats.some(mine)) {
      text.textContent = `Rematch offered: waiting for ${names(heard.waiting)}…`;
      buttons.push(button('rematch-cancel', 'Cancel', { type: 'rematchDecline' }, true), ...startNow());
    } else if (status === 'offered' && heard.waiting.some(mine)) {
      text.textContent = `${names(heard.seats)} ${heard.seats.length > 1 ? 'offer' : 'offers'} a rematch.`;
      buttons.push(button('rematch-accept', 'Accept', { type: 'rematch' }), button('rematch-decline', 'Decline', { type: 'rematchDecline' }, true));
    } else if (status === 'offered') {
      text.textContent = `${names(heard.seats)} ${heard.seats.length > 1 ? 'offer' : 'offers'} a rematch; waiting for ${names(heard.waiting)}…`;
      buttons.push(...startNow());
    } else if (status === 'started') {
      text.textContent = heard.earlier ? 'A rematch has started.' : 'Starting the rematch…';
      if (heard.earlier) {
        const go = h('a', 'Go to the rematch', 'button');
        go.id = 'rematch-go';
        go.href = target(heard);
        buttons.push(go);
      }
    } else {
      if (status === 'declined') text.textContent = `${names(heard.seats)} declined the rematch.`;
      else if (status === 'cancelled' && heard.reason === 'left') text.textContent = `${names(heard.seats)} left: the rematch offer is withdrawn.`;
      else if (status === 'cancelled' && heard.reason === 'withdrawn') text.textContent = `${names(heard.seats)} withdrew the rematch offer.`;
      buttons.push(offer);
    }
    box.dataset.status = status || 'none';
    box.replaceChildren(...(text.textContent ? [text] : []), ...buttons);
  }

  function target(m) {
    return `table.html#${m.table}.${m.tokens.join(',')}`;
  }

  return {
    render,
    /** A rematch message from the table. */
    heard(m) {
      heard = m;
      render();
      if (m.status === 'started' && !m.earlier) {
        // This page's own new seat: its token came over this page's connection only.
        history.pushState(null, '', target(m));
        location.reload();
      }
    },
  };
}
