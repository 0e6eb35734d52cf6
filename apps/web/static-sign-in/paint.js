// Paints the sign-in page from index.html, before the app's script has arrived, so a phone shows
// the form (its largest paint) as soon as the HTML is in. The app drops it when it first shows a
// screen of its own, and its sign-in form takes over what was typed (src/lib/static-sign-in.ts). Plain ES2019, inlined by
// static-sign-in/plugin.ts, which puts the four locales' strings in place of STRINGS and MUI's
// icon paths in place of ICONS.
/* global window, document, location, STRINGS, ICONS */
(function () {
  if (location.pathname !== '/sign-in') return;
  var strings = STRINGS;
  var stored;
  try {
    var root = JSON.parse(localStorage.getItem('persist:root') || '{}');
    stored = {};
    ['user', 'config', 'language'].forEach(function (key) {
      stored[key] = root[key] ? JSON.parse(root[key]) : {};
    });
  } catch {
    return; // unreadable storage: the app's own screen decides
  }
  var user = stored.user;
  // Signed in, half-way through a family sign-in, or on the launch monitor: the app shows another screen.
  if (user.isAuthenticated || user.token || user.simulatorLoginCheck) return;
  var browser = (navigator.language || '').slice(0, 2).toLowerCase();
  if (!strings[browser]) browser = 'en';
  // As src/lib/i18n/site-language.ts: a regional site speaks its language to whoever has not chosen one.
  var siteLanguage = function (config) {
    return config && config.site !== 'GLOBAL' && strings[config.defaultLocale] ? config.defaultLocale : null;
  };
  var chosen = stored.language.chosen && strings[stored.language.current] ? stored.language.current : null;
  if (chosen || stored.config.data) return paint(chosen || siteLanguage(stored.config.data) || browser, !!user.rememberMe);
  // A first visit: the site decides the language. The server writes it into the page for the hosts
  // it knows (data-site-language, '' on the global site); else wait for the configuration
  // (preloaded by the <link> in the head). Either way the answer goes to the app, which would
  // otherwise ask again.
  var written = document.documentElement.getAttribute('data-site-language');
  window.__siteConfiguration = fetch('/api/public/configuration')
    .then(function (response) {
      return response.ok ? response.json() : null;
    })
    .catch(function () {
      return null;
    });
  if (written !== null) return paint(strings[written] ? written : browser, false);
  window.__siteConfiguration.then(function (body) {
    if (location.pathname === '/sign-in' && document.querySelector('#root > .boot')) paint(siteLanguage(body && body.data) || browser, false);
  });

  function paint(language, rememberMe) {
    var s = strings[language];
    var esc = function (text) {
      return text.replace(/[&<>"]/g, function (c) {
        return '&#' + c.charCodeAt(0) + ';';
      });
    };
    var icon = function (name) {
      return '<svg viewBox="0 0 24 24" aria-hidden="true"><path d="' + ICONS[name] + '"/></svg>';
    };
    var field = function (name, type, autocomplete, label, after) {
      return (
        '<div class="ssi-field"><input id="ssi-' +
        name +
        '" name="' +
        name +
        '" type="' +
        type +
        '" autocomplete="' +
        autocomplete +
        '" required placeholder=" "><label for="ssi-' +
        name +
        '">' +
        esc(label) +
        '<span aria-hidden="true"> *</span></label>' +
        (after || '') +
        '</div>'
      );
    };
    document.documentElement.lang = language;
    document.title = s.title + ' · ' + s.productName;
    // Beside the app's root, which it hides: the app's first renders (its spinner) stay out of
    // sight until its own sign-in page is there to replace this one.
    var page = document.createElement('div');
    page.id = 'static-sign-in-page';
    document.documentElement.classList.add('ssi-shown');
    document.getElementById('root').before(page);
    page.innerHTML =
      '<div class="ssi"><header class="ssi-head"><p class="ssi-name">' +
      esc(s.productName) +
      '</p><span class="ssi-lang" lang="' +
      language +
      '">' +
      icon('translate') +
      '<span class="ssi-wide">' +
      esc(s.languageName) +
      '</span><span class="ssi-narrow">' +
      language.toUpperCase() +
      '</span></span></header>' +
      '<main class="ssi-main" id="main"><div class="ssi-col"><div class="ssi-panel"><h1>' +
      esc(s.title) +
      '</h1><p class="ssi-sub">' +
      esc(s.subtitle) +
      '</p><form id="static-sign-in" method="post" novalidate>' +
      field('email', 'email', 'username', s.email) +
      field('password', 'password', 'current-password', s.password, icon('visibility')) +
      '<label class="ssi-remember"><input type="checkbox" name="rememberMe"' +
      (rememberMe ? ' checked' : '') +
      '> ' +
      esc(s.rememberMe) +
      '</label><button type="submit">' +
      esc(s.submit) +
      '</button></form><div class="ssi-links"><a href="/forgot-password">' +
      esc(s.forgotPassword) +
      '</a><a href="/register">' +
      esc(s.register) +
      '</a></div></div></div></main><footer class="ssi-foot"></footer></div>';
    // Submitting before the app has arrived waits for it (it submits on taking over): a plain
    // form post would send the password nowhere useful.
    document.getElementById('static-sign-in').addEventListener('submit', function (event) {
      event.preventDefault();
      event.currentTarget.setAttribute('data-submitted', '');
      event.currentTarget.querySelector('button').textContent = s.signingIn;
    });
  }
})();
