// The site's theme, light or dark, as the player chose on /settings: kept in this browser's
// localStorage ("beadbox-theme": light, dark or system), not on the server. Loaded as a plain
// script in each page's head, so the page is drawn in its theme from the start; without a choice
// the site is dark, as it always was. "system" follows the device's setting, also when it changes.
(function () {
  var KEY = 'beadbox-theme';
  var chosen = null;
  try { chosen = localStorage.getItem(KEY); } catch (e) { /* storage off: dark */ }
  var light = window.matchMedia ? window.matchMedia('(prefers-color-scheme: light)') : null;
  function apply() {
    var isLight = chosen === 'light' || (chosen === 'system' && light !== null && light.matches);
    document.documentElement.setAttribute('data-theme', isLight ? 'light' : 'dark');
  }
  apply();
  if (light !== null && light.addEventListener) light.addEventListener('change', apply);
  window.beadboxTheme = {
    get: function () { return chosen === 'light' || chosen === 'system' ? chosen : 'dark'; },
    set: function (value) {
      chosen = value;
      try { localStorage.setItem(KEY, value); } catch (e) { /* kept for this page only */ }
      apply();
    }
  };
})();
