// The host's plugin list on the lobby page: what the plugin catalogues offer, with install and
// update. /plugins answers only the host's own browser; a guest gets a 404 and sees nothing.
const section = document.getElementById('plugins');

function cell(text, className) {
  const td = document.createElement('td');
  td.textContent = text;
  if (className) td.className = className;
  return td;
}

async function act(verb, plugin, button, note) {
  button.disabled = true;
  note.textContent = verb === 'install' ? `Installing ${plugin.name}…` : `Updating ${plugin.name}…`;
  try {
    const r = await fetch(`/plugins?${verb}=${encodeURIComponent(plugin.id)}`,
      { method: 'POST', headers: { 'X-Beadbox': 'plugins' } });
    const answer = await r.json();
    note.textContent = answer.message;
    note.classList.toggle('error', !answer.ok);
    if (answer.ok) load(answer.message);
  } catch (e) {
    note.textContent = `Could not reach Beadbox: ${e.message}`;
    note.classList.add('error');
  } finally {
    button.disabled = false;
  }
}

function row(plugin, note) {
  const tr = document.createElement('tr');
  tr.dataset.id = plugin.id;
  tr.append(cell(plugin.name, 'name'), cell(plugin.kind), cell(plugin.version), cell(plugin.description, 'description'));
  tr.append(cell(plugin.fits ? 'yes' : `no: it ${plugin.needs}`, plugin.fits ? '' : 'error'));
  tr.append(cell(plugin.status, 'status'));
  const td = document.createElement('td');
  const verb = plugin.status === 'available' ? 'install' : plugin.updatable ? 'update' : null;
  if (verb && plugin.fits) {
    const b = document.createElement('button');
    b.type = 'button';
    b.textContent = verb === 'install' ? 'Install' : 'Update';
    b.addEventListener('click', () => act(verb, plugin, b, note));
    td.append(b);
  }
  tr.append(td);
  return tr;
}

async function load(told) {
  let answer;
  try {
    const r = await fetch('/plugins', { cache: 'no-store' });
    if (!r.ok) return; // not the host: no plugin list
    answer = await r.json();
  } catch (e) {
    return;
  }
  const title = document.createElement('h2');
  title.textContent = 'Plugins';
  const intro = document.createElement('p');
  intro.textContent = 'Games, AI players and front-ends from the plugin catalogues. Only you, the host, see this list.';
  const note = document.createElement('p');
  note.id = 'plugins-note';
  note.className = 'plugins-note';
  note.textContent = told || (answer.problems.length ? `A catalogue could not be read: ${answer.problems[0]}` : '');
  const table = document.createElement('table');
  table.className = 'plugins';
  const head = document.createElement('tr');
  for (const t of ['Name', 'Kind', 'Version', 'Description', 'Fits this Beadbox', 'Status', '']) {
    const th = document.createElement('th');
    th.textContent = t;
    head.append(th);
  }
  table.append(head);
  for (const p of answer.plugins) table.append(row(p, note));
  section.replaceChildren(title, intro, table, note);
  section.hidden = false;
}

load();
