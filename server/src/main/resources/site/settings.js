// The logged-in player's settings (/settings): e-mail and notifications (only when the site sends
// mail), the theme (kept in this browser: theme.js), the password, and deleting the account. Every
// change goes through the account calls of docs/server-api.md, with their Origin check.
import {api, el, session} from './site.js';
import {mailSettings} from './mail-settings.js';

session(async (me) => {
  const page = document.getElementById('page');
  page.append(el('h2', {class: 'page-title'}, 'Settings'),
    el('p', {class: 'provisional'}, `Logged in as ${me.name}, registered ${new Date(me.created).toLocaleDateString()}.`));
  if (me.mail) {
    mailSettings(page, me);
  } else {
    page.append(el('section', {id: 'mail-settings', class: 'setting', 'aria-labelledby': 'mail-title'},
      el('h2', {id: 'mail-title'}, 'E-mail'),
      el('p', {id: 'no-mail'}, 'This site sends no mail, so there is no e-mail address, no notification by mail and no'
        + ' password reset by mail here. If you forget your password, the site\'s administrator can set a new one.')));
  }
  page.append(themeSection(), passwordSection(), deleteSection());
});

/** Light, dark, or as the device says: kept in this browser only (theme.js). */
function themeSection() {
  const now = window.beadboxTheme ? window.beadboxTheme.get() : 'dark';
  const choice = (value, words) => {
    const input = el('input', {type: 'radio', name: 'theme', value, id: 'theme-' + value});
    input.checked = value === now;
    input.addEventListener('change', () => window.beadboxTheme.set(value));
    return el('label', {class: 'check'}, input, ' ' + words);
  };
  return el('section', {id: 'theme-settings', class: 'setting', 'aria-labelledby': 'theme-title'},
    el('h2', {id: 'theme-title'}, 'Theme'),
    el('div', {class: 'choices', role: 'radiogroup', 'aria-labelledby': 'theme-title'},
      choice('dark', 'Dark'), choice('light', 'Light'), choice('system', 'As my device is set')),
    el('p', {class: 'provisional'}, 'Kept in this browser, not in your account: another browser keeps its own.'));
}

function passwordField(id, words, autocomplete) {
  return el('label', {}, el('span', {}, words),
    el('input', {id, type: 'password', autocomplete, maxlength: 200, required: ''}));
}

/** The password changed, the current one asked; the server ends every other session. */
function passwordSection() {
  const status = el('p', {id: 'password-status', class: 'status', role: 'status'});
  const form = el('form', {id: 'password-form', class: 'settings-form', novalidate: ''},
    passwordField('password-current', 'Current password', 'current-password'),
    passwordField('password-new', 'New password', 'new-password'),
    passwordField('password-again', 'New password again', 'new-password'),
    el('button', {id: 'password-change', type: 'submit'}, 'Change password'));
  form.addEventListener('submit', async (ev) => {
    ev.preventDefault();
    status.classList.remove('error');
    const value = (id) => document.getElementById(id).value;
    if (value('password-new') !== value('password-again')) {
      status.classList.add('error');
      status.textContent = 'The new password and its repetition differ: type the same twice.';
      return;
    }
    try {
      await api('/api/password', {current: value('password-current'), password: value('password-new')});
      form.reset();
      status.textContent = 'Password changed. You stay logged in here; every other browser logged in as you was logged out.';
    } catch (e) {
      status.classList.add('error');
      status.textContent = e.message;
    }
  });
  return el('section', {id: 'password-settings', class: 'setting', 'aria-labelledby': 'password-title'},
    el('h2', {id: 'password-title'}, 'Password'), form, status);
}

/** Deleting the account, with the password asked again and what stays said first. */
function deleteSection() {
  const status = el('p', {id: 'delete-status', class: 'status error', role: 'alert'});
  const form = el('form', {id: 'delete-form', class: 'settings-form', novalidate: ''},
    passwordField('delete-password', 'Your password', 'current-password'),
    el('button', {id: 'delete-account', type: 'submit', class: 'danger'}, 'Delete my account'));
  form.addEventListener('submit', async (ev) => {
    ev.preventDefault();
    status.textContent = '';
    try {
      await api('/api/account/delete', {password: document.getElementById('delete-password').value});
      document.getElementById('page').replaceChildren(el('section', {id: 'deleted', class: 'setting'},
        el('h2', {}, 'Your account is deleted'),
        el('p', {}, 'Your games stay in the other players\' records, under the name "deleted player".'),
        el('p', {}, el('a', {href: '/lobby'}, 'To the lobby'))));
      document.getElementById('who').textContent = '';
    } catch (e) {
      status.textContent = e.message;
    }
  });
  return el('section', {id: 'delete-settings', class: 'setting danger-zone', 'aria-labelledby': 'delete-title'},
    el('h2', {id: 'delete-title'}, 'Delete the account'),
    el('p', {}, 'This deletes your account at once and for good: your name, password, ratings, e-mail address, notifications'
      + ' and open seeks. Your finished and running games stay, for the other players, with your seat named "deleted player";'
      + ' your name is free for anyone to register again.'),
    form, status);
}
