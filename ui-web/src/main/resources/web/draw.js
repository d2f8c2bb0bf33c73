// A table's draw offers: the "Offer draw" button, and the line that says what became of an
// offer. The seats asked see who offers it with Accept draw and Decline; the one who offered sees
// whom it waits for; then declined, lapsed (a move came first) or agreed. The host decides
// everything (docs/web-protocol.md, drawOffer): one offer per seat per move, every other seat
// to accept. Every text goes into the page as text.

/**
 * @param send sends a message to the table
 * @param you the seats this page holds, now
 * @param seatName a seat's name
 */
export function drawPanel(send, you, seatName) {
  const button = document.getElementById('draw');
  const box = document.getElementById('draw-box');
  const text = document.getElementById('draw-text');
  const accept = document.getElementById('draw-accept');
  const decline = document.getElementById('draw-decline');
  let agreed = false;
  let open = false; // an offer awaits answers: no other offer until it is answered or lapses
  let mayOffer = false;
  button.addEventListener('click', () => send({ type: 'draw' }));
  accept.addEventListener('click', () => send({ type: 'drawReply', accept: true }));
  decline.addEventListener('click', () => send({ type: 'drawReply', accept: false }));

  function heard(m) {
    const mine = you();
    const askedMe = m.status === 'offered' && m.waiting.some(s => mine.includes(s));
    box.hidden = false;
    box.dataset.status = m.status; // tests wait for it
    accept.hidden = !askedMe;
    decline.hidden = !askedMe;
    agreed = m.status === 'agreed';
    open = m.status === 'offered';
    button.hidden = !mayOffer || open;
    const names = m.waiting.map(seatName).join(', ');
    if (m.status === 'offered') {
      text.textContent = askedMe ? `${seatName(m.seat)} offers a draw.`
        : mine.includes(m.seat) ? `You offered a draw: waiting for ${names}…`
          : `${seatName(m.seat)} offers a draw; waiting for ${names}…`;
    } else if (m.status === 'declined') {
      text.textContent = `${seatName(m.by)} declined the draw.`;
    } else if (m.status === 'lapsed') {
      text.textContent = `The draw offered by ${seatName(m.seat)} lapsed with the move.`;
    } else {
      text.textContent = 'The players agreed a draw.';
    }
  }

  /** The game goes on: the button for a page holding a seat of a game of two or more, while no offer is open. */
  function playing(may) {
    mayOffer = may;
    button.hidden = !mayOffer || open;
  }

  /** The game is over: no button, and no offer left open (an agreed draw keeps its line). */
  function over() {
    mayOffer = false;
    open = false;
    button.hidden = true;
    if (!agreed) box.hidden = true;
  }

  return { heard, playing, over };
}
