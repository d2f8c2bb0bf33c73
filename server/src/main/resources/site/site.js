// What the server's pages share: calls to /api/, who is logged in, the header, the login form,
// and the "your turn" count with a browser notification when it grows while a tab is open.

/** Calls the API; resolves to the JSON answer, rejects with the server's one-line reason. */
export async function api(path, body) {
  const init = body === undefined ? {} : {
    method: 'POST', headers: {'Content-Type': 'application/json'}, body: JSON.stringify(body)
  };
  const r = await fetch(path, init);
  const text = await r.text();
  const data = text ? JSON.parse(text) : {};
  if (!r.ok) {
    const e = new Error(data.error || ('the server answered ' + r.status));
    e.status = r.status;
    throw e;
  }
  return data;
}

/** An element with text and attributes; never HTML from data. */
export function el(tag, attrs = {}, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (k === 'class') e.className = v; else if (k.startsWith('on')) e.addEventListener(k.slice(2), v); else e.setAttribute(k, v);
  }
  for (const c of children) e.append(c instanceof Node ? c : document.createTextNode(String(c)));
  return e;
}

/** A rating as shown: "1523" or, while provisional, "1523?" with its deviation in the tooltip. */
export function ratingText(r) {
  if (!r) return el('span', {class: 'rating'}, '–');
  return el('span', {class: 'rating' + (r.provisional ? ' provisional' : ''),
    title: `rating ${r.rating}, deviation ${r.deviation}${r.provisional ? ' (provisional: too few games yet)' : ''}`}, r.shown);
}

/** Who is logged in; shows the login form and resolves to null when nobody is. */
export async function session(start) {
  try {
    const me = await api('/api/me');
    document.getElementById('who').textContent = me.name + ' · ';
    const out = el('a', {href: '#', id: 'logout'}, 'Log out');
    out.addEventListener('click', async (ev) => { ev.preventDefault(); await api('/api/logout', {}); location.reload(); });
    document.getElementById('who').append(out);
    document.getElementById('profile-link').href = '/profile/' + encodeURIComponent(me.name);
    document.getElementById('page').hidden = false;
    watchTurns();
    await start(me);
    return me;
  } catch (e) {
    if (e.status !== 401) throw e;
    showLogin();
    return null;
  }
}

function showLogin() {
  document.getElementById('login').hidden = false;
  const form = document.getElementById('login-form');
  const send = async (call) => {
    const error = document.getElementById('login-error');
    error.textContent = '';
    try {
      await api('/api/' + call, {name: document.getElementById('login-name').value, password: document.getElementById('login-password').value});
      location.reload();
    } catch (e) {
      error.textContent = e.message;
    }
  };
  form.addEventListener('submit', (ev) => { ev.preventDefault(); send('login'); });
  document.getElementById('register-button').addEventListener('click', () => send('register'));
}

let lastTurns = -1;

/** Polls "your turn" every 20 s: the header's count, and a notification when it grows. */
function watchTurns() {
  const poll = async () => {
    try {
      const home = await api('/api/home');
      const badge = document.getElementById('turn-count');
      badge.hidden = home.yourTurn === 0;
      badge.textContent = home.yourTurn;
      if (lastTurns >= 0 && home.yourTurn > lastTurns && 'Notification' in window && Notification.permission === 'granted') {
        new Notification('Beadbox: your turn', {body: `${home.yourTurn} game(s) wait for your move`, tag: 'beadbox-turn'});
      }
      lastTurns = home.yourTurn;
      document.dispatchEvent(new CustomEvent('beadbox-home', {detail: home}));
    } catch (e) {
      // the next poll tries again
    }
  };
  poll();
  setInterval(poll, 20000);
}

/** The time control of a seek or table, in words. */
export function timeText(x) {
  if (x.live) return x.live.replace('+', ' min + ') + ' s';
  if (x.days) return x.days === 1 ? '1 day a move' : `${x.days} days a move`;
  return 'untimed';
}

export function gameName(games, id) {
  const g = games.find((x) => x.id === id);
  return g ? g.name : id;
}
